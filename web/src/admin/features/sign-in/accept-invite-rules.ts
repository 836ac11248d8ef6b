import { MESSAGES, passwordProblem, type FieldErrors } from '@store/domain';

export interface AcceptInviteValues {
  password: string;
  confirmPassword: string;
}

/** The chosen password follows the password rule; a different confirmation is 'Passwords do not match!'. */
export function validateAcceptInvite(values: Partial<AcceptInviteValues>): FieldErrors<keyof AcceptInviteValues> {
  const errors: FieldErrors<keyof AcceptInviteValues> = {};
  const problem = passwordProblem(values.password, 'Password');
  if (problem) errors.password = problem;
  if ((values.confirmPassword ?? '') !== (values.password ?? '')) errors.confirmPassword = MESSAGES.passwordsDoNotMatch;
  return errors;
}
