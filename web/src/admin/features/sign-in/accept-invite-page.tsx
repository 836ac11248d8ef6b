import { Form } from 'react-final-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAcceptStaffInviteMutation } from '@/admin/__generated__/graphql.ts';
import { ADMIN_LOGIN_PATH } from '@/admin/lib/admin-paths.ts';
import { PasswordField } from '@/components/ui/form-fields.tsx';
import { FormAlert, FormShell } from '@/components/ui/form-shell.tsx';
import { faultErrors, submissionErrors, toFormErrors } from '@/lib/form-errors.ts';
import { noticeState } from '@/lib/notice.ts';
import { validateAcceptInvite, type AcceptInviteValues } from './accept-invite-rules.ts';
import { SignInFrame } from './sign-in-frame.tsx';

const FIELDS = ['password', 'confirmPassword'];
const INVALID_LINK = 'This invitation link is invalid or has expired.';
const FAILED = 'Your password could not be set. Please try again.';

/** /admin/accept-invite?token=…: the invited member chooses a password, then signs in with it. */
export function AcceptInvitePage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [accept] = useAcceptStaffInviteMutation();

  const onSubmit = async ({ password, confirmPassword }: AcceptInviteValues) => {
    try {
      const { data } = await accept({ variables: { token, password, confirmPassword } });
      const payload = data?.acceptStaffInvite;
      if (!payload?.ok) return submissionErrors(payload?.errors ?? [], FIELDS) ?? faultErrors(null, FAILED);
      const notice = payload.message ?? 'Your password is set. Please sign in.';
      await navigate(ADMIN_LOGIN_PATH, { replace: true, state: noticeState(notice) });
    } catch (error) {
      console.error('Accepting the invitation failed:', error);
      return faultErrors(error, FAILED);
    }
  };

  return (
    <SignInFrame title="Choose your password">
      {token === '' ? (
        <p role="alert" className="message--error">
          {INVALID_LINK} Ask the owner to invite you again.
        </p>
      ) : (
        <>
          <p>You are invited to the back office. Choose the password you will sign in with.</p>
          <Form<AcceptInviteValues>
            onSubmit={onSubmit}
            validate={(values) => toFormErrors(validateAcceptInvite(values))}
          >
            {({ handleSubmit, submitting, submitError }) => (
              <FormShell label="Choose your password" handleSubmit={handleSubmit}>
                <PasswordField name="password" label="Password" autoComplete="new-password" />
                <PasswordField name="confirmPassword" label="Confirm password" autoComplete="new-password" />
                <FormAlert message={submitError} />
                <button type="submit" className="button form__submit" disabled={submitting}>
                  {submitting ? 'Saving…' : 'Set password'}
                </button>
              </FormShell>
            )}
          </Form>
        </>
      )}
    </SignInFrame>
  );
}
