import { Form } from 'react-final-form';
import { Link, useNavigate } from 'react-router-dom';
import { MESSAGES } from '@store/domain';
import { useRequestPasswordResetMutation } from '@/__generated__/graphql.ts';
import { usePageMeta } from '@/lib/page-meta.ts';
import { faultErrors, submissionErrors, toFormErrors } from '@/lib/form-errors.ts';
import { TextField } from '@/components/ui/form-fields.tsx';
import { validateForgotPassword, type ForgotPasswordValues } from './form-rules.ts';
import { FormShell, FormAlert } from '@/components/ui/form-shell.tsx';
import { noticeState } from '@/lib/notice.ts';
import './auth-page.css';

/** /forget-password (and /forgot-password): asks for a reset link, then returns to /login with a note. */
export function ForgotPasswordPage() {
  usePageMeta({
    title: 'Forget your password',
    description: 'Forgot your password? Enter your e-mail address and we will send you a link to set a new one.',
    keywords: 'forgot password, reset password, account',
  });
  const navigate = useNavigate();
  const [requestReset] = useRequestPasswordResetMutation();

  const onSubmit = async ({ email }: ForgotPasswordValues) => {
    try {
      const { data } = await requestReset({ variables: { email: email.trim() } });
      const payload = data?.requestPasswordReset;
      if (!payload?.ok) {
        return submissionErrors(payload?.errors ?? [], ['email']) ?? faultErrors(null, MESSAGES.passwordUpdateFailed);
      }
      navigate('/login', { replace: true, state: noticeState(payload.message ?? MESSAGES.resetRequested) });
    } catch (error) {
      console.error('Password reset request failed:', error);
      return faultErrors(error, MESSAGES.passwordUpdateFailed);
    }
  };

  return (
    <section className="auth-page auth-page--narrow container">
      <div className="auth-page__card">
        <h1 className="auth-page__title">Forget your password</h1>
        <p className="auth-page__lead">
          Enter the e-mail address of your account. If it is registered, we will send you a link to set a new password.
        </p>
        <Form<ForgotPasswordValues>
          onSubmit={onSubmit}
          validate={(values) => toFormErrors(validateForgotPassword(values))}
        >
          {({ handleSubmit, submitting, submitError }) => (
            <FormShell handleSubmit={handleSubmit}>
              <TextField name="email" label="Email" type="email" autoComplete="email" required />
              <FormAlert message={submitError} />
              <button type="submit" className="button form__submit" disabled={submitting}>
                {submitting ? 'Sending…' : 'Submit'}
              </button>
            </FormShell>
          )}
        </Form>
        <p className="auth-page__aside">
          New customer? <Link to="/register">Create an account</Link>
        </p>
      </div>
    </section>
  );
}
