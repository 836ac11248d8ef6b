import { Form } from 'react-final-form';
import { useInviteStaffMutation } from '@/admin/__generated__/graphql.ts';
import { SelectField, TextField } from '@/components/ui/form-fields.tsx';
import { FormAlert, FormShell } from '@/components/ui/form-shell.tsx';
import { faultErrors, submissionErrors, toFormErrors } from '@/lib/form-errors.ts';
import { validateInvite, type InviteValues } from './invite-rules.ts';

const FIELDS = ['email', 'name', 'role'];
const INITIAL: Partial<InviteValues> = { role: 'STAFF' };
const ROLES = [
  { value: 'STAFF', label: 'Staff' },
  { value: 'OWNER', label: 'Owner' },
];
const ROLE_HINT = 'Staff do everything but manage staff and settings; an owner does everything.';
const FAILED = 'The invitation could not be sent. Please try again.';

/** E-mail, name and role; the invited member gets a mail with a link to choose their password. */
export function InviteForm({ onInvited }: { onInvited: (message: string) => void }) {
  const [invite] = useInviteStaffMutation({ refetchQueries: ['StaffPage'], awaitRefetchQueries: true });

  return (
    <Form<InviteValues>
      onSubmit={async ({ email, name, role }, form) => {
        try {
          const { data } = await invite({ variables: { email: email.trim(), name: name.trim(), role } });
          const payload = data?.inviteStaff;
          if (!payload?.ok) return submissionErrors(payload?.errors ?? [], FIELDS) ?? faultErrors(null, FAILED);
          onInvited(payload.message ?? `${email.trim()} is invited.`);
          form.restart(INITIAL);
        } catch (error) {
          console.error('Invitation failed:', error);
          return faultErrors(error, FAILED);
        }
      }}
      initialValues={INITIAL}
      validate={(values) => toFormErrors(validateInvite(values))}
    >
      {({ handleSubmit, submitting, submitError }) => (
        <FormShell label="Invite a member" handleSubmit={handleSubmit} className="staff-invite">
          <div className="form__pair">
            <TextField name="email" label="Email" type="email" autoComplete="off" required />
            <TextField name="name" label="Name" autoComplete="off" required />
          </div>
          <SelectField name="role" label="Role" options={ROLES} hint={ROLE_HINT} />
          <FormAlert message={submitError} />
          <div className="form__actions">
            <button type="submit" className="button" disabled={submitting}>
              {submitting ? 'Sending…' : 'Send invitation'}
            </button>
          </div>
        </FormShell>
      )}
    </Form>
  );
}
