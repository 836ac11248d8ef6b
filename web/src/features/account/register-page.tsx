import { Link } from 'react-router-dom';
import { usePageMeta } from '@/lib/page-meta.ts';
import { RegisterForm } from './register-form.tsx';
import { useTranslation } from '@/i18n/i18n.tsx';
import './auth-page.css';

/** /register: the registration form beside a panel for customers who already have an account. */
export function RegisterPage() {
  const { t } = useTranslation();
  usePageMeta({
    title: t('auth.register.title'),
    description: t('auth.register.description'),
    keywords: t('auth.register.keywords'),
  });

  return (
    <section className="auth-page container">
      <h1 className="auth-page__title">{t('auth.register.title')}</h1>
      <div className="auth-page__columns auth-page__columns--wide">
        <div className="auth-page__card">
          <h2>{t('auth.register.create')}</h2>
          <p className="auth-page__lead">{t('auth.register.createLead')}</p>
          <RegisterForm />
        </div>
        <aside className="auth-page__card auth-page__card--soft" aria-labelledby="existing-customer">
          <h2 id="existing-customer">{t('auth.register.existing')}</h2>
          <p className="auth-page__lead">{t('auth.register.existingLead')}</p>
          <Link to="/login" className="button button--outline">
            {t('auth.login.title')}
          </Link>
        </aside>
      </div>
    </section>
  );
}
