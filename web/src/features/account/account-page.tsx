import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAccountDetailsQuery } from '@/__generated__/graphql.ts';
import { AccountLayout } from '@/components/account-sidebar.tsx';
import { usePageMeta } from '@/lib/page-meta.ts';
import { forgetUser } from '@/state/user.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import { ProfileForm } from './profile-form.tsx';
import { useTranslation } from '@/i18n/i18n.tsx';
import './account-page.css';

/** /my-account: the customer's information form and the change-password form, beside the account sidebar. */
export function AccountPage() {
  const { t } = useTranslation();
  usePageMeta({
    title: t('accountPage.title'),
    description: t('accountPage.description'),
    keywords: t('accountPage.keywords'),
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
    <AccountLayout title={t('accountPage.title')}>
      {me ? (
        <div className="account-page">
          <section className="account-page__panel" aria-labelledby="account-information">
            <h2 id="account-information">{t('accountPage.information')}</h2>
            <ProfileForm customer={me} />
          </section>
          <section className="account-page__panel" aria-labelledby="account-password">
            <h2 id="account-password">{t('accountPage.changePassword')}</h2>
            <ChangePasswordForm />
          </section>
        </div>
      ) : error ? (
        <div role="alert" className="account-page__problem">
          <p className="message--error">{t('accountPage.loadFailed')}</p>
          <button type="button" className="button button--outline" onClick={() => void refetch()}>
            {t('accountPage.tryAgain')}
          </button>
        </div>
      ) : (
        <p role="status">{t('accountPage.loading')}</p>
      )}
    </AccountLayout>
  );
}
