import { Link } from 'react-router-dom';
import { usePageMeta } from '@/lib/page-meta.ts';
import { RegisterForm } from './register-form.tsx';
import './auth-page.css';

/** /register: the registration form beside a panel for customers who already have an account. */
export function RegisterPage() {
  usePageMeta({
    title: 'Register',
    description: 'Create your account to check out with cash on delivery and follow your orders.',
    keywords: 'register, create account, sign up, graphic tees dubai',
  });

  return (
    <section className="auth-page container">
      <h1 className="auth-page__title">Register</h1>
      <div className="auth-page__columns auth-page__columns--wide">
        <div className="auth-page__card">
          <h2>Create your account</h2>
          <p className="auth-page__lead">It takes a minute; we use your phone number to arrange delivery.</p>
          <RegisterForm />
        </div>
        <aside className="auth-page__card auth-page__card--soft" aria-labelledby="existing-customer">
          <h2 id="existing-customer">Already have an account?</h2>
          <p className="auth-page__lead">Welcome back! Log in to check out and follow your orders.</p>
          <Link to="/login" className="button button--outline">
            Login
          </Link>
        </aside>
      </div>
    </section>
  );
}
