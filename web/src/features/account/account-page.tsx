import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAccountDetailsQuery } from '@/__generated__/graphql.ts';
import { AccountLayout } from '@/components/account-sidebar.tsx';
import { usePageMeta } from '@/lib/page-meta.ts';
import { forgetUser } from '@/state/user.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import { ProfileForm } from './profile-form.tsx';
import './account-page.css';

/** /my-account: the customer's information form and the change-password form, beside the account sidebar. */
export function AccountPage() {
  usePageMeta({
    title: 'Account Details',
    description: 'Your account details: name, phone, WhatsApp and password.',
    keywords: 'my account, profile, change password',
  });
  const location = useLocation();
  const { data, loading, error, refetch } = useAccountDetailsQuery({ fetchPolicy: 'cache-and-network' });
  const me = data?.me;
  const sessionEnded = !loading && !error && data !== undefined && !me;

  useEffect(() => {
    if (sessionEnded) forgetUser();
  }, [sessionEnded]);

  if (sessionEnded) return <Navigate to={`/login?next=${encodeURIComponent(location.pathname)}`} replace />;

  return (
    <AccountLayout title="Account Details">
      {me ? (
        <div className="account-page">
          <section className="account-page__panel" aria-labelledby="account-information">
            <h2 id="account-information">Information</h2>
            <ProfileForm customer={me} />
          </section>
          <section className="account-page__panel" aria-labelledby="account-password">
            <h2 id="account-password">Change Password</h2>
            <ChangePasswordForm />
          </section>
        </div>
      ) : error ? (
        <div role="alert" className="account-page__problem">
          <p className="message--error">Your details could not be loaded.</p>
          <button type="button" className="button button--outline" onClick={() => void refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <p role="status">Loading your details…</p>
      )}
    </AccountLayout>
  );
}
