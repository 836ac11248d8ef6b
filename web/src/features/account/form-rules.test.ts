import { describe, expect, it } from 'vitest';
import { MESSAGES, PASSWORD_MIN_LENGTH } from '@store/domain';
import { validateForgotPassword, validateResetPassword } from './form-rules.ts';

describe('validateForgotPassword', () => {
  it('requires a valid e-mail', () => {
    expect(validateForgotPassword({})).toEqual({ email: 'E-mail is required.' });
    expect(validateForgotPassword({ email: 'not-an-email' })).toEqual({ email: 'Enter a valid e-mail address.' });
    expect(validateForgotPassword({ email: 'sara@example.com' })).toEqual({});
  });
});

describe('validateResetPassword', () => {
  it('accepts a long enough password typed twice', () => {
    expect(validateResetPassword({ newPassword: 'racing-red-2026', confirmPassword: 'racing-red-2026' })).toEqual({});
  });

  it("says 'Passwords do not match!' when the two differ", () => {
    expect(validateResetPassword({ newPassword: 'racing-red-2026', confirmPassword: 'racing-red-2025' })).toEqual({
      confirmPassword: MESSAGES.passwordsDoNotMatch,
    });
  });

  it('applies the password rule to the new password', () => {
    const short = 'x'.repeat(PASSWORD_MIN_LENGTH - 1);
    expect(validateResetPassword({ newPassword: short, confirmPassword: short })).toEqual({
      newPassword: `New password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
    });
    expect(validateResetPassword({})).toEqual({ newPassword: 'New password is required.' });
  });
});
