import { firstError, MESSAGES, normaliseEmail, validateContact, validateNewsletterEmail } from '@store/domain';
import type { MutationResolvers } from '../__generated__/resolvers-types.ts';
import { localeOf } from '../customers/language.ts';
import { mayMail } from '../limits/mail-limits.ts';
import { done, refused, toUserErrors } from './user-errors.ts';

export const contactMutation: MutationResolvers = {
  subscribeNewsletter: async (_parent, { email, language }, { upstreams, limits, clientAddress }) => {
    const problem = validateNewsletterEmail(email);
    if (problem) return refused(problem, 'email');
    if (!(await mayMail(limits, clientAddress, email))) return refused(MESSAGES.tooManyRequests);
    const subscribed = await upstreams.newsletter.subscribe(normaliseEmail(email), localeOf(language));
    return subscribed ? done(MESSAGES.subscribed) : refused(MESSAGES.somethingWentWrong);
  },

  sendContactMessage: async (_parent, args, { upstreams, limits, clientAddress }) => {
    const errors = validateContact(args);
    if (firstError(errors)) return { ok: false, message: null, errors: toUserErrors(errors) };
    // The contact form always mails the shop: the sender's address is the one counted.
    if (!(await mayMail(limits, clientAddress, args.email))) return refused(MESSAGES.tooManyRequests);
    const sent = await upstreams.contactMail.send(args);
    return sent ? done(MESSAGES.subscribed) : refused(MESSAGES.somethingWentWrong);
  },
};
