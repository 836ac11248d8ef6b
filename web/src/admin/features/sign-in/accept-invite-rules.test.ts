import { describe, expect, it } from 'vitest';
import { MESSAGES, PASSWORD_MIN_LENGTH } from '@store/domain';
import { validateAcceptInvite } from './accept-invite-rules.ts';

describe('validateAcceptInvite', () => {
  it('accepts a password of the right length typed twice', () => {
    expect(validateAcceptInvite({ password: 'desert-rally-7', confirmPassword: 'desert-rally-7' })).toEqual({});
  });

  it('asks for a password, of the minimum length', () => {
    expect(validateAcceptInvite({}).password).toBe('Password is required.');
    const short = 'a'.repeat(PASSWORD_MIN_LENGTH - 1);
    expect(validateAcceptInvite({ password: short, confirmPassword: short }).password).toMatch(/at least/);
  });

  it('refuses a confirmation that differs', () => {
    expect(validateAcceptInvite({ password: 'desert-rally-7', confirmPassword: 'desert-rally-8' })).toEqual({
      confirmPassword: MESSAGES.passwordsDoNotMatch,
    });
  });
});
