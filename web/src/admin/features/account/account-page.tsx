import { AdminPage } from '@/admin/components/admin-page.tsx';
import { ROLE_LABELS, useSignedInMember } from '@/admin/lib/signed-in-member.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import { SecondFactorPanel } from './second-factor-panel.tsx';

/** /admin/account: who is signed in, their password and their two-step sign-in. */
export function AccountPage() {
  const member = useSignedInMember();
  return (
    <AdminPage title="Account">
      <dl className="admin-account__details">
        <dt>Name</dt>
        <dd>{member.name}</dd>
        <dt>Email</dt>
        <dd>{member.email}</dd>
        <dt>Role</dt>
        <dd>{ROLE_LABELS[member.role]}</dd>
      </dl>
      <section className="admin-account__panel" aria-labelledby="admin-change-password">
        <h2 id="admin-change-password">Change password</h2>
        <p>Changing it signs you out everywhere, here too: sign in again with the new password.</p>
        <ChangePasswordForm />
      </section>
      <SecondFactorPanel />
    </AdminPage>
  );
}
