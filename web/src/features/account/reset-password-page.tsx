import { Form } from 'react-final-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { MESSAGES } from '@store/domain';
import { useResetPasswordMutation } from '@/__generated__/graphql.ts';
import { usePageMeta } from '@/lib/page-meta.ts';
import { faultErrors, submissionErrors, toFormErrors } from '@/lib/form-errors.ts';
import { PasswordField } from '@/components/ui/form-fields.tsx';
import { validateResetPassword, type ResetPasswordValues } from './form-rules.ts';
import { FormShell, FormAlert } from '@/components/ui/form-shell.tsx';
import { noticeState } from '@/lib/notice.ts';
import './auth-page.css';

const FIELDS = ['newPassword', 'confirmPassword'];

/** /reset-password?token=…: the page the e-mailed link opens; sets a new password, then back to /login. */
export function ResetPasswordPage() {
  usePageMeta({
    title: 'Set a new password',
    description: 'Choose a new password for your account.',
    keywords: 'reset password, new password, account',
  });
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [resetPassword] = useResetPasswordMutation();

  const onSubmit = async ({ newPassword, confirmPassword }: ResetPasswordValues) => {
    try {
      const { data } = await resetPassword({ variables: { token, newPassword, confirmPassword } });
      const payload = data?.resetPassword;
      if (!payload?.ok) {
        return submissionErrors(payload?.errors ?? [], FIELDS) ?? faultErrors(null, MESSAGES.passwordUpdateFailed);
      }
      navigate('/login', { replace: true, state: noticeState(payload.message ?? MESSAGES.passwordReset) });
    } catch (error) {
      console.error('Password reset failed:', error);
      return faultErrors(error, MESSAGES.passwordUpdateFailed);
    }
  };

  return (
    <section className="auth-page auth-page--narrow container">
      <div className="auth-page__card">
        <h1 className="auth-page__title">Set a new password</h1>
        {token === '' ? (
          <>
            <p role="alert" className="message--error">
              {MESSAGES.resetTokenInvalid}
            </p>
            <Link to="/forget-password" className="button">
              Ask for a new link
            </Link>
          </>
        ) : (
          <Form<ResetPasswordValues>
            onSubmit={onSubmit}
            validate={(values) => toFormErrors(validateResetPassword(values))}
          >
            {({ handleSubmit, submitting, submitError }) => (
              <FormShell handleSubmit={handleSubmit}>
                <PasswordField name="newPassword" label="New Password" autoComplete="new-password" />
                <PasswordField name="confirmPassword" label="Confirm Password" autoComplete="new-password" />
                <FormAlert message={submitError} />
                {submitError === MESSAGES.resetTokenInvalid && <Link to="/forget-password">Ask for a new link</Link>}
                <button type="submit" className="button form__submit" disabled={submitting}>
                  {submitting ? 'Saving…' : 'Set password'}
                </button>
              </FormShell>
            )}
          </Form>
        )}
      </div>
    </section>
  );
}
