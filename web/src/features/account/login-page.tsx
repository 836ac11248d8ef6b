import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { usePageMeta } from '@/lib/page-meta.ts';
import { FormNote } from '@/components/ui/form-shell.tsx';
import { LoginForm } from './login-form.tsx';
import { readNotice } from '@/lib/notice.ts';
import { useTranslation } from '@/i18n/i18n.tsx';
import './auth-page.css';

/** /login: the login form beside the New Customer panel; a note carried from the previous page shows on top. */
export function LoginPage() {
  const { t } = useTranslation();
  usePageMeta({
    title: t('auth.login.title'),
    description: t('auth.login.description'),
    keywords: t('auth.login.keywords'),
  });
  const { state } = useLocation();
  // The server renders the page without history state: the note carried here shows once the page is live, so
  // a reload of /login with a note still hydrates what the server sent.
  const [notice, setNotice] = useState<string>();
  useEffect(() => setNotice(readNotice(state)), [state]);

  return (
    <section className="auth-page container">
      <h1 className="auth-page__title">{t('auth.login.title')}</h1>
      <FormNote message={notice} />
      <div className="auth-page__columns">
        <div className="auth-page__card">
          <h2>{t('auth.login.returning')}</h2>
          <p className="auth-page__lead">{t('auth.login.returningLead')}</p>
          <LoginForm />
        </div>
        <aside className="auth-page__card auth-page__card--soft" aria-labelledby="new-customer">
          <h2 id="new-customer">{t('auth.login.new')}</h2>
          <p className="auth-page__lead">{t('auth.login.newLead')}</p>
          <Link to="/register" className="button button--outline">
            {t('auth.register.title')}
          </Link>
        </aside>
      </div>
    </section>
  );
}
