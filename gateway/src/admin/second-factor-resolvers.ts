import { MESSAGES, SECOND_FACTOR_MESSAGES as SAY, secondFactorCode } from '@store/domain';
import { setTimeout as sleep } from 'node:timers/promises';
import type { MutationResolvers } from '../__generated__/resolvers-types.ts';
import type { StaffMemberModel } from '../datasources/accounts-api.ts';
import type { GatewayContext } from '../context.ts';
import { done, refused, userError } from '../resolvers/user-errors.ts';
import { readSecondStep } from './second-step-token.ts';
import { staffKey } from './staff-resolvers.ts';

/** Codes have throttle keys of their own: a right password does not reset the count of wrong codes. */
const codeKey = (email: string) => `${staffKey(email)}:code`;

const signInRefused = (message: string, field: string | null = null) => ({
  member: null,
  secondStepToken: null,
  errors: userError(message, field),
});

/** A code given while signed in (to confirm or turn off): checked at most 5 times in 15 minutes per member. */
async function codeChecksLeft(context: GatewayContext, email: string): Promise<boolean> {
  return (await context.limits.take('passwordChangePerCustomer', codeKey(email))).allowed;
}

export const secondFactorMutation: MutationResolvers = {
  staffLoginCode: async (_parent, { token, code }, context) => {
    const step = readSecondStep(context.config.sessionSecret, token);
    if (!step) return signInRefused(SAY.stepExpired);
    const wellFormed = secondFactorCode(code);
    if (!wellFormed) return signInRefused(SAY.enterCode, 'code');
    const admission = await context.loginThrottle.admit(codeKey(step.email), context.clientAddress);
    if (!admission.allowed) return signInRefused(MESSAGES.tooManyRequests);
    if (admission.delayMs) await sleep(admission.delayMs);
    const answer = await context.upstreams.admin.post<StaffMemberModel>(null, 'staff/second-factor/verify', {
      email: step.email,
      code: wellFormed,
    });
    if (!answer.ok) return signInRefused(SAY.wrongCode, 'code');
    await context.loginThrottle.succeeded(codeKey(step.email), context.clientAddress);
    await context.staff.start(answer.body.email, step.remember);
    return { member: { ...answer.body, pending: false }, secondStepToken: null, errors: [] };
  },

  startSecondFactorSetup: async (_parent, _args, { staff, upstreams }) => {
    const member = await staff.require();
    const answer = await upstreams.admin.post<{ secret: string; uri: string }>(
      member.email,
      'staff/second-factor/setup',
      {},
    );
    if (!answer.ok) return { secret: null, uri: null, errors: userError(answer.message) };
    return { ...answer.body, errors: [] };
  },

  confirmSecondFactor: async (_parent, { code }, context) => {
    const member = await context.staff.require();
    if (!secondFactorCode(code)) return refused(SAY.enterCode, 'code');
    if (!(await codeChecksLeft(context, member.email))) return refused(MESSAGES.tooManyRequests);
    const answer = await context.upstreams.admin.post(member.email, 'staff/second-factor/confirm', { code });
    return answer.ok ? done(SAY.turnedOn) : refused(answer.message, 'code');
  },

  turnOffSecondFactor: async (_parent, { code }, context) => {
    const member = await context.staff.require();
    if (!secondFactorCode(code)) return refused(SAY.enterCode, 'code');
    if (!(await codeChecksLeft(context, member.email))) return refused(MESSAGES.tooManyRequests);
    const answer = await context.upstreams.admin.post(member.email, 'staff/second-factor/off', { code });
    return answer.ok ? done(SAY.turnedOff) : refused(answer.message, 'code');
  },
};
