import { MESSAGES, passwordProblem, validateNewsletterEmail, type FieldErrors } from '@store/domain';

export interface ForgotPasswordValues {
  email: string;
}

/** Forgot password (spec §5): the e-mail is required and must be valid; the same rule as every e-mail field. */
export function validateForgotPassword(values: Partial<ForgotPasswordValues>): FieldErrors<keyof ForgotPasswordValues> {
  const email = validateNewsletterEmail(values.email);
  return email ? { email } : {};
}

export interface ResetPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

/** The new password follows the password rule; a different confirmation is 'Passwords do not match!'. */
export function validateResetPassword(values: Partial<ResetPasswordValues>): FieldErrors<keyof ResetPasswordValues> {
  const errors: FieldErrors<keyof ResetPasswordValues> = {};
  const problem = passwordProblem(values.newPassword, 'New password');
  if (problem) errors.newPassword = problem;
  if ((values.confirmPassword ?? '') !== (values.newPassword ?? ''))
    errors.confirmPassword = MESSAGES.passwordsDoNotMatch;
  return errors;
}
