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
import { useTranslation } from '@/i18n/i18n.tsx';
import { richText } from '@/i18n/rich-text.tsx';
import './auth-page.css';

/** /forget-password (and /forgot-password): asks for a reset link, then returns to /login with a note. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  usePageMeta({
    title: t('auth.forgot.title'),
    description: t('auth.forgot.description'),
    keywords: t('auth.forgot.keywords'),
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
        <h1 className="auth-page__title">{t('auth.forgot.title')}</h1>
        <p className="auth-page__lead">{t('auth.forgot.lead')}</p>
        <Form<ForgotPasswordValues>
          onSubmit={onSubmit}
          validate={(values) => toFormErrors(validateForgotPassword(values))}
        >
          {({ handleSubmit, submitting, submitError }) => (
            <FormShell handleSubmit={handleSubmit}>
              <TextField name="email" label={t('auth.email')} type="email" autoComplete="email" required />
              <FormAlert message={submitError} />
              <button type="submit" className="button form__submit" disabled={submitting}>
                {submitting ? t('auth.sending') : t('auth.submit')}
              </button>
            </FormShell>
          )}
        </Form>
        <p className="auth-page__aside">
          {richText(t('auth.forgot.newCustomer'), { register: (words) => <Link to="/register">{words}</Link> })}
        </p>
      </div>
    </section>
  );
}
