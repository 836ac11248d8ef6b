import { setTimeout as sleep } from 'node:timers/promises';
import { firstError, MESSAGES, normaliseEmail, passwordProblem, validateLogin } from '@store/domain';
import { SERVER_PASSWORD_POLICY } from '@store/domain/common-passwords';
import type { MutationResolvers, QueryResolvers } from '../__generated__/resolvers-types.ts';
import type { AdminAnswer } from '../datasources/admin-api.ts';
import { ADMIN_PAGE_MAX } from './lists.ts';
import { issueSecondStep } from './second-step-token.ts';
import type { StaffMemberModel } from '../datasources/accounts-api.ts';
import { done, refused, toUserErrors, userError } from '../resolvers/user-errors.ts';

/** The most audit entries one page may hold (the backend's own bound). */

/** Staff throttle keys are their own: a shopper's guesses never count against a member, nor the reverse. */
export const staffKey = (email: string) => `staff:${email}`;

function outcome(answer: AdminAnswer, message: string) {
  return answer.ok ? done(message) : refused(answer.message);
}

function newPasswordErrors(password: string, confirmPassword: string, field = 'newPassword') {
  const problem = passwordProblem(password, 'Password', SERVER_PASSWORD_POLICY);
  if (problem) return refused(problem, field);
  if (password !== confirmPassword) return refused(MESSAGES.passwordsDoNotMatch, 'confirmPassword');
  return null;
}

export const staffQuery: QueryResolvers = {
  staffMe: async (_parent, _args, { staff }) => {
    const member = await staff.member();
    return member ? { ...member, pending: false } : null;
  },

  staffMembers: async (_parent, _args, { staff, upstreams }) => {
    const owner = await staff.require('OWNER');
    const answer = await upstreams.admin.get<(StaffMemberModel & { pending: boolean })[]>(owner.email, 'staff');
    return answer.ok ? answer.body : [];
  },

  auditLog: async (_parent, { before, beforeId, pageSize }, { staff, upstreams }) => {
    const owner = await staff.require('OWNER');
    const query = new URLSearchParams({ pageSize: String(Math.min(pageSize ?? 50, ADMIN_PAGE_MAX)) });
    if (before) query.set('before', before);
    if (beforeId) query.set('beforeId', beforeId);
    const answer = await upstreams.admin.get<
      { id: string; at: string; actor: string; action: string; subject: string; detail: unknown }[]
    >(owner.email, `audit?${query}`);
    return answer.ok ? answer.body.map((entry) => ({ ...entry, detail: JSON.stringify(entry.detail) })) : [];
  },
};

export const staffMutation: MutationResolvers = {
  staffLogin: async (_parent, { email, password, remember }, context) => {
    const errors = validateLogin({ email, password });
    if (firstError(errors)) return { member: null, errors: toUserErrors(errors) };
    const key = normaliseEmail(email);
    const admission = await context.loginThrottle.admit(staffKey(key), context.clientAddress);
    if (!admission.allowed) return { member: null, errors: userError(MESSAGES.tooManyRequests) };
    if (admission.delayMs) await sleep(admission.delayMs);
    const requester = { client: context.clientAddress, priority: admission.suspect ? 'low' : 'normal' } as const;
    const answer = await context.loginThrottle.check(staffKey(key), context.clientAddress, () =>
      context.upstreams.admin.passwordCheck<StaffMemberModel>('staff/login', { email: key, password }, requester),
    );
    if ('busy' in answer) return { member: null, errors: userError(MESSAGES.passwordWorkBusy) };
    if (!answer.ok) return { member: null, errors: userError(MESSAGES.wrongCredentials) };
    await context.loginThrottle.succeeded(staffKey(key), context.clientAddress);
    if (answer.body.secondFactor) {
      const step = { email: answer.body.email, remember: remember ?? false };
      return { member: null, secondStepToken: issueSecondStep(context.config.sessionSecret, step), errors: [] };
    }
    await context.staff.start(answer.body.email, remember ?? false);
    return { member: { ...answer.body, pending: false }, secondStepToken: null, errors: [] };
  },

  staffLogout: async (_parent, _args, { staff }) => {
    await staff.end();
    return done('You have been signed out.');
  },

  inviteStaff: async (_parent, { email, name, role }, { staff, upstreams }) => {
    const owner = await staff.require('OWNER');
    const answer = await upstreams.admin.post(owner.email, 'staff/invite', { email, name, role });
    return outcome(answer, `${normaliseEmail(email)} is invited: the invitation is on its way.`);
  },

  removeStaff: async (_parent, { email }, { staff, upstreams, staffSessions }) => {
    const owner = await staff.require('OWNER');
    const answer = await upstreams.admin.post(owner.email, 'staff/remove', { email });
    // The backend ends sessions kept in its database; those in Redis end here.
    if (answer.ok) await staffSessions.endAllOf(normaliseEmail(email), null);
    return outcome(answer, `${normaliseEmail(email)} can no longer sign in.`);
  },

  acceptStaffInvite: async (_parent, { token, password, confirmPassword }, { upstreams, limits, clientAddress }) => {
    const problem = newPasswordErrors(password, confirmPassword, 'password');
    if (problem) return problem;
    if (!(await limits.take('loginPerAddress', clientAddress)).allowed) return refused(MESSAGES.tooManyRequests);
    const answer = await upstreams.admin.post(null, 'staff/accept-invite', { token, password });
    return outcome(answer, 'Your password is set. Please sign in.');
  },

  changeStaffPassword: async (_parent, { oldPassword, newPassword, confirmPassword }, context) => {
    const member = await context.staff.require();
    const problem = newPasswordErrors(newPassword, confirmPassword);
    if (problem) return problem;
    const attempt = await context.limits.take('passwordChangePerCustomer', staffKey(member.email));
    if (!attempt.allowed) return refused(MESSAGES.tooManyRequests);
    const answer = await context.upstreams.admin.post(member.email, 'staff/change-password', {
      email: member.email,
      oldPassword,
      newPassword,
    });
    if (!answer.ok) return refused(answer.message, 'oldPassword');
    await context.staff.end();
    await context.staffSessions.endAllOf(member.email, null);
    return done(MESSAGES.passwordChanged);
  },
};
