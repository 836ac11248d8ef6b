import { Link, useLocation } from 'react-router-dom';
import { usePageMeta } from '@/lib/page-meta.ts';
import { FormNote } from '@/components/ui/form-shell.tsx';
import { LoginForm } from './login-form.tsx';
import { readNotice } from '@/lib/notice.ts';
import './auth-page.css';

/** /login: the login form beside the New Customer panel; a note carried from the previous page shows on top. */
export function LoginPage() {
  usePageMeta({
    title: 'Login',
    description: 'Log in to your account to check out, follow your orders and manage your details.',
    keywords: 'login, sign in, account, graphic tees dubai',
  });
  const location = useLocation();

  return (
    <section className="auth-page container">
      <h1 className="auth-page__title">Login</h1>
      <FormNote message={readNotice(location.state)} />
      <div className="auth-page__columns">
        <div className="auth-page__card">
          <h2>Returning Customer</h2>
          <p className="auth-page__lead">Log in with your e-mail address and password.</p>
          <LoginForm />
        </div>
        <aside className="auth-page__card auth-page__card--soft" aria-labelledby="new-customer">
          <h2 id="new-customer">New Customer</h2>
          <p className="auth-page__lead">
            Create an account to check out faster, follow your orders and keep your details in one place.
          </p>
          <Link to="/register" className="button button--outline">
            Register
          </Link>
        </aside>
      </div>
    </section>
  );
}
