import {
  firstError,
  isEmail,
  MESSAGES,
  normaliseEmail,
  passwordProblem,
  validateLogin,
  validatePasswordChange,
  validateProfile,
  validateRegistration,
} from '@store/domain';
import type { MutationResolvers, QueryResolvers } from '../__generated__/resolvers-types.ts';
import { fault } from '../errors.ts';
import { done, refused, toUserErrors, userError } from './user-errors.ts';

export const customerQuery: QueryResolvers = {
  me: (_parent, _args, { session }) => session?.customer ?? null,
};

export const customerMutation: MutationResolvers = {
  register: async (_parent, { input }, { upstreams }) => {
    const errors = validateRegistration(input);
    if (firstError(errors)) return { ok: false, message: null, errors: toUserErrors(errors) };
    const answer = await upstreams.images.register({
      fname: input.firstName,
      lname: input.lastName,
      email: input.email,
      phone: input.phone,
      whatsapp: input.whatsapp ?? '',
      password_hash: input.password,
      confirmPassword: input.confirmPassword,
      agree_checkbox: input.agreeToTerms,
    });
    return answer.ok ? done(answer.message) : refused(answer.message);
  },

  login: async (_parent, { email, password, remember }, context) => {
    const errors = validateLogin({ email, password });
    if (firstError(errors)) return { customer: null, errors: toUserErrors(errors) };
    const key = normaliseEmail(email);
    if (context.throttle.isBlocked(key, context.clientAddress)) throw fault('TOO_MANY_REQUESTS');
    const result = await context.upstreams.images.login(key, password);
    if ('message' in result) {
      context.throttle.recordFailure(key, context.clientAddress);
      return { customer: null, errors: userError(result.message) };
    }
    context.throttle.recordSuccess(key);
    context.startSession(result.customer, remember ?? true);
    return { customer: result.customer, errors: [] };
  },

  logout: (_parent, _args, context) => {
    context.endSession();
    return done('You have been logged out.');
  },

  updateProfile: async (_parent, { input }, context) => {
    const customer = context.requireCustomer();
    const errors = validateProfile(input);
    if (firstError(errors)) return { customer: null, errors: toUserErrors(errors) };
    const updated = {
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      email: customer.email,
      phone: input.phone.trim(),
      whatsapp: input.whatsapp?.trim() || null,
    };
    const answer = await context.upstreams.images.updateProfile({
      fname: updated.firstName,
      lname: updated.lastName,
      email: customer.email,
      phone: updated.phone,
      whatsapp: updated.whatsapp ?? '',
    });
    if (!answer.ok) return { customer: null, errors: userError(answer.message) };
    context.startSession(updated, context.session?.remember ?? true);
    return { customer: updated, errors: [] };
  },

  changePassword: async (_parent, args, context) => {
    const customer = context.requireCustomer();
    const errors = validatePasswordChange(args);
    if (firstError(errors)) return { ok: false, message: null, errors: toUserErrors(errors) };
    const answer = await context.upstreams.images.changePassword({
      email: customer.email,
      oldPassword: args.oldPassword,
      newPassword: args.newPassword,
    });
    if (!answer.ok) return refused(answer.message);
    context.endSession();
    return done(answer.message);
  },

  requestPasswordReset: async (_parent, { email }, { upstreams }) => {
    if (!isEmail(email)) return refused('Enter a valid e-mail address.', 'email');
    const answer = await upstreams.images.requestPasswordReset(normaliseEmail(email));
    return answer.ok ? done(answer.message) : refused(answer.message);
  },

  resetPassword: async (_parent, { token, newPassword, confirmPassword }, { upstreams }) => {
    const problem = passwordProblem(newPassword, 'New password');
    if (problem) return refused(problem, 'newPassword');
    if (newPassword !== confirmPassword) return refused(MESSAGES.passwordsDoNotMatch, 'confirmPassword');
    const answer = await upstreams.images.resetPassword({ token, newPassword });
    return answer.ok ? done(answer.message) : refused(answer.message);
  },
};
