import { Form } from 'react-final-form';
import { useLocation } from 'react-router-dom';
import { MESSAGES, validatePasswordChange, type PasswordChangeInput } from '@store/domain';
import { useChangePasswordMutation } from '@/__generated__/graphql.ts';
import { faultCode, faultErrors, submissionErrors, toFormErrors } from '@/lib/form-errors.ts';
import { PasswordField } from '@/components/ui/form-fields.tsx';
import { FormShell, FormAlert } from '@/components/ui/form-shell.tsx';
import { noticeState } from '@/lib/notice.ts';
import { useLeaveAccount } from '@/components/use-leave-account.ts';
import { useTranslation } from '@/i18n/i18n.tsx';

const FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'];

/**
 * Old, new and confirm; different new and confirm stop here with 'Passwords do not match!' (spec §5).
 * A changed password ends the session, so the customer logs in again (spec §4).
 */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const location = useLocation();
  const leave = useLeaveAccount();
  const [changePassword] = useChangePasswordMutation();

  const onSubmit = async (values: PasswordChangeInput) => {
    let payload;
    try {
      payload = (await changePassword({ variables: values })).data?.changePassword;
    } catch (error) {
      if (faultCode(error) === 'UNAUTHENTICATED') {
        return void leave(`/login?next=${encodeURIComponent(location.pathname)}`);
      }
      console.error('Password change failed:', error);
      return faultErrors(error, MESSAGES.passwordUpdateFailed);
    }
    if (!payload?.ok) {
      return submissionErrors(payload?.errors ?? [], FIELDS) ?? faultErrors(null, MESSAGES.passwordUpdateFailed);
    }
    await leave('/login', noticeState(payload.message ?? MESSAGES.passwordChanged));
  };

  return (
    <Form<PasswordChangeInput> onSubmit={onSubmit} validate={(values) => toFormErrors(validatePasswordChange(values))}>
      {({ handleSubmit, submitting, submitError }) => (
        <FormShell handleSubmit={handleSubmit}>
          <PasswordField name="oldPassword" label={t('auth.oldPassword')} autoComplete="current-password" />
          <div className="form__pair">
            <PasswordField name="newPassword" label={t('auth.newPassword')} autoComplete="new-password" />
            <PasswordField name="confirmPassword" label={t('auth.confirmPassword')} autoComplete="new-password" />
          </div>
          <FormAlert message={submitError} />
          <div className="form__actions">
            <button type="submit" className="button" disabled={submitting}>
              {submitting ? t('auth.saving') : t('accountPage.changePassword')}
            </button>
          </div>
        </FormShell>
      )}
    </Form>
  );
}
