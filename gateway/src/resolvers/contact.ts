import { firstError, MESSAGES, normaliseEmail, validateContact, validateNewsletterEmail } from '@store/domain';
import type { MutationResolvers } from '../__generated__/resolvers-types.ts';
import { done, refused, toUserErrors } from './user-errors.ts';

export const contactMutation: MutationResolvers = {
  subscribeNewsletter: async (_parent, { email }, { upstreams }) => {
    const problem = validateNewsletterEmail(email);
    if (problem) return refused(problem, 'email');
    const subscribed = await upstreams.newsletter.subscribe(normaliseEmail(email));
    return subscribed ? done(MESSAGES.subscribed) : refused(MESSAGES.somethingWentWrong);
  },

  sendContactMessage: async (_parent, args, { upstreams }) => {
    const errors = validateContact(args);
    if (firstError(errors)) return { ok: false, message: null, errors: toUserErrors(errors) };
    const sent = await upstreams.contactMail.send(args);
    return sent ? done(MESSAGES.subscribed) : refused(MESSAGES.somethingWentWrong);
  },
};
