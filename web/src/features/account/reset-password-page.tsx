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
import { domainMessageId } from '@/i18n/domain-text.ts';
import { useTranslation } from '@/i18n/i18n.tsx';
import './auth-page.css';

const FIELDS = ['newPassword', 'confirmPassword'];

/** /reset-password?token=…: the page the e-mailed link opens; sets a new password, then back to /login. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  usePageMeta({
    title: t('auth.reset.title'),
    description: t('auth.reset.description'),
    keywords: t('auth.reset.keywords'),
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
        <h1 className="auth-page__title">{t('auth.reset.title')}</h1>
        {token === '' ? (
          <>
            <p role="alert" className="message--error">
              {t(domainMessageId('resetTokenInvalid'))}
            </p>
            <Link to="/forget-password" className="button">
              {t('auth.reset.newLink')}
            </Link>
          </>
        ) : (
          <Form<ResetPasswordValues>
            onSubmit={onSubmit}
            validate={(values) => toFormErrors(validateResetPassword(values))}
          >
            {({ handleSubmit, submitting, submitError }) => (
              <FormShell handleSubmit={handleSubmit}>
                <PasswordField name="newPassword" label={t('auth.newPassword')} autoComplete="new-password" />
                <PasswordField name="confirmPassword" label={t('auth.confirmPassword')} autoComplete="new-password" />
                <FormAlert message={submitError} />
                {submitError === MESSAGES.resetTokenInvalid && (
                  <Link to="/forget-password">{t('auth.reset.newLink')}</Link>
                )}
                <button type="submit" className="button form__submit" disabled={submitting}>
                  {submitting ? t('auth.saving') : t('auth.reset.submit')}
                </button>
              </FormShell>
            )}
          </Form>
        )}
      </div>
    </section>
  );
}
