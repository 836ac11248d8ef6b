import { setTimeout as sleep } from 'node:timers/promises';
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
import { SERVER_PASSWORD_POLICY } from '@store/domain/common-passwords';
import type { CustomerResolvers, MutationResolvers, QueryResolvers } from '../__generated__/resolvers-types.ts';
import { localeOf } from '../customers/language.ts';
import { mayMail } from '../limits/mail-limits.ts';
import { done, refused, toUserErrors, userError } from './user-errors.ts';

export const customerQuery: QueryResolvers = {
  me: (_parent, _args, context) => context.customer(),
};

export const Customer: CustomerResolvers = {
  // From the session only: a Customer the answer names (a login payload, a profile) is read for its owner alone.
  lastShippingAddress: async (parent, _args, context) => {
    const me = await context.customer();
    if (!me || normaliseEmail(me.email) !== normaliseEmail(parent.email)) return null;
    return context.upstreams.accounts.lastShippingAddress(me.email);
  },
  // A login's answer does not say the language (the legacy login record has none): the profile does.
  language: async (parent, _args, context) =>
    parent.language ?? (await context.upstreams.accounts.profile(parent.email))?.language ?? 'EN',
};

export const customerMutation: MutationResolvers = {
  register: async (_parent, { input }, { upstreams, limits, clientAddress }) => {
    const errors = validateRegistration(input, SERVER_PASSWORD_POLICY);
    if (firstError(errors)) return { ok: false, message: null, errors: toUserErrors(errors) };
    // A registration may mail the address's owner (when it is already registered): it counts as a mail.
    if (!(await mayMail(limits, clientAddress, input.email))) return refused(MESSAGES.tooManyRequests);
    const answer = await upstreams.images.register({
      fname: input.firstName,
      lname: input.lastName,
      email: input.email,
      phone: input.phone,
      whatsapp: input.whatsapp ?? '',
      password_hash: input.password,
      confirmPassword: input.confirmPassword,
      agree_checkbox: input.agreeToTerms,
      language: localeOf(input.language),
    });
    return answer.ok ? done(answer.message) : refused(answer.message);
  },

  login: async (_parent, { email, password, remember }, context) => {
    const errors = validateLogin({ email, password });
    if (firstError(errors)) return { customer: null, errors: toUserErrors(errors) };
    const key = normaliseEmail(email);
    const admission = await context.loginThrottle.admit(key, context.clientAddress);
    if (!admission.allowed) return { customer: null, errors: userError(MESSAGES.tooManyRequests) };
    if (admission.delayMs) await sleep(admission.delayMs);
    const requester = { client: context.clientAddress, priority: admission.suspect ? 'low' : 'normal' } as const;
    const result = await context.loginThrottle.check(key, context.clientAddress, () =>
      context.upstreams.images.login(key, password, requester),
    );
    if ('busy' in result) return { customer: null, errors: userError(MESSAGES.passwordWorkBusy) };
    if ('message' in result) return { customer: null, errors: userError(result.message) };
    await context.loginThrottle.succeeded(key, context.clientAddress);
    await context.startSession(result.customer.email, remember ?? true);
    return { customer: result.customer, errors: [] };
  },

  logout: async (_parent, _args, context) => {
    await context.endSession();
    return done('You have been logged out.');
  },

  updateProfile: async (_parent, { input }, context) => {
    const customer = await context.requireCustomer();
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
    return { customer: updated, errors: [] };
  },

  setLanguage: async (_parent, { language }, context) => {
    const { email } = await context.requireCustomer();
    if (!(await context.upstreams.accounts.setLanguage(email, localeOf(language)))) {
      return { customer: null, errors: userError(MESSAGES.customerNotFound) };
    }
    const customer = await context.upstreams.accounts.profile(email);
    return customer ? { customer, errors: [] } : { customer: null, errors: userError(MESSAGES.customerNotFound) };
  },

  changePassword: async (_parent, args, context) => {
    const customer = await context.requireCustomer();
    const errors = validatePasswordChange(args, SERVER_PASSWORD_POLICY);
    if (firstError(errors)) return { ok: false, message: null, errors: toUserErrors(errors) };
    const attempt = await context.limits.take('passwordChangePerCustomer', customer.email);
    if (!attempt.allowed) return refused(MESSAGES.tooManyRequests);
    const answer = await context.upstreams.images.changePassword({
      email: customer.email,
      oldPassword: args.oldPassword,
      newPassword: args.newPassword,
    });
    if (!answer.ok) return refused(answer.message);
    await context.limits.clear('passwordChangePerCustomer', customer.email);
    // Every session ends, this one too: the customer logs in again with the new password (spec §4).
    await context.endSession();
    await context.sessions.endAllOf(customer.email, null);
    return done(answer.message);
  },

  requestPasswordReset: async (_parent, { email }, { upstreams, limits, clientAddress }) => {
    if (!isEmail(email)) return refused('Enter a valid e-mail address.', 'email');
    if (!(await mayMail(limits, clientAddress, email))) return refused(MESSAGES.tooManyRequests);
    const answer = await upstreams.images.requestPasswordReset(normaliseEmail(email));
    return answer.ok ? done(answer.message) : refused(answer.message);
  },

  resetPassword: async (_parent, { token, newPassword, confirmPassword }, { upstreams, sessions }) => {
    const problem = passwordProblem(newPassword, 'New password', SERVER_PASSWORD_POLICY);
    if (problem) return refused(problem, 'newPassword');
    if (newPassword !== confirmPassword) return refused(MESSAGES.passwordsDoNotMatch, 'confirmPassword');
    const answer = await upstreams.images.resetPassword({ token, newPassword });
    if (!answer.ok) return refused(answer.message);
    // Whoever held the old password is signed out everywhere (a legacy backend does not say whose it was).
    if (answer.email) await sessions.endAllOf(answer.email, null);
    return done(answer.message);
  },
};
