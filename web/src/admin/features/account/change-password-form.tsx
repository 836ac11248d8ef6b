import { Form } from 'react-final-form';
import { useNavigate } from 'react-router-dom';
import { MESSAGES, validatePasswordChange, type PasswordChangeInput } from '@store/domain';
import { useChangeStaffPasswordMutation } from '@/admin/__generated__/graphql.ts';
import { ADMIN_LOGIN_PATH } from '@/admin/lib/admin-paths.ts';
import { PasswordField } from '@/components/ui/form-fields.tsx';
import { FormAlert, FormShell } from '@/components/ui/form-shell.tsx';
import { faultErrors, submissionErrors, toFormErrors } from '@/lib/form-errors.ts';
import { noticeState } from '@/lib/notice.ts';

const FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'];

/** Old, new and confirm. On success the gateway has ended every session of the member, so they sign in again. */
export function ChangePasswordForm() {
  const navigate = useNavigate();
  const [changePassword] = useChangeStaffPasswordMutation();

  const onSubmit = async (values: PasswordChangeInput) => {
    try {
      const { data } = await changePassword({ variables: values });
      const payload = data?.changeStaffPassword;
      if (!payload?.ok) {
        return submissionErrors(payload?.errors ?? [], FIELDS) ?? faultErrors(null, MESSAGES.passwordUpdateFailed);
      }
      const notice = `${payload.message ?? MESSAGES.passwordChanged} Please sign in with your new password.`;
      await navigate(ADMIN_LOGIN_PATH, { replace: true, state: noticeState(notice) });
    } catch (error) {
      // A session that had already ended (UNAUTHENTICATED) takes the member to sign in (admin-apollo-client.ts).
      console.error('Staff password change failed:', error);
      return faultErrors(error, MESSAGES.passwordUpdateFailed);
    }
  };

  return (
    <Form<PasswordChangeInput> onSubmit={onSubmit} validate={(values) => toFormErrors(validatePasswordChange(values))}>
      {({ handleSubmit, submitting, submitError }) => (
        <FormShell label="Change password" handleSubmit={handleSubmit}>
          <PasswordField name="oldPassword" label="Old password" autoComplete="current-password" />
          <PasswordField name="newPassword" label="New password" autoComplete="new-password" />
          <PasswordField name="confirmPassword" label="Confirm new password" autoComplete="new-password" />
          <FormAlert message={submitError} />
          <div className="form__actions">
            <button type="submit" className="button" disabled={submitting}>
              {submitting ? 'Saving…' : 'Change password'}
            </button>
          </div>
        </FormShell>
      )}
    </Form>
  );
}
