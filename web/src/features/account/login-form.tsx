import { Form } from 'react-final-form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { MESSAGES, validateLogin } from '@store/domain';
import { useLoginMutation } from '@/__generated__/graphql.ts';
import { keepCustomer } from './customer-cache.ts';
import { faultErrors, submissionErrors, toFormErrors } from '@/lib/form-errors.ts';
import { CheckboxField, PasswordField, TextField } from '@/components/ui/form-fields.tsx';
import { FormShell, FormAlert } from '@/components/ui/form-shell.tsx';
import { safeNextPath } from '@/lib/safe-next.ts';
import { useTranslation } from '@/i18n/i18n.tsx';

interface LoginValues {
  email: string;
  password: string;
  remember: boolean;
}

const FIELDS = ['email', 'password'];
const INITIAL: Partial<LoginValues> = { remember: true };

/** E-mail and password; on success the customer is stored and sent on to ?next= (a path on this site) or /. */
export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [login] = useLoginMutation({
    // CurrentCustomer is not mounted on this page: the cache write below is what RequireLogin reads next.
    refetchQueries: ['Layout'],
    update: (cache, { data }) => {
      if (data?.login.customer) keepCustomer(cache, data.login.customer);
    },
  });

  const onSubmit = async ({ email, password, remember }: LoginValues) => {
    try {
      const { data } = await login({ variables: { email: email.trim(), password, remember: remember === true } });
      if (!data?.login.customer) {
        return submissionErrors(data?.login.errors ?? [], FIELDS) ?? faultErrors(null, MESSAGES.registrationFailed);
      }
      navigate(safeNextPath(searchParams.get('next')), { replace: true });
    } catch (error) {
      console.error('Login failed:', error);
      // Spec §8: the login form reuses the registration text for faults.
      return faultErrors(error, MESSAGES.registrationFailed);
    }
  };

  return (
    <Form<LoginValues>
      onSubmit={onSubmit}
      initialValues={INITIAL}
      validate={(values) => toFormErrors(validateLogin(values))}
    >
      {({ handleSubmit, submitting, submitError }) => (
        <FormShell label={t('auth.login.title')} handleSubmit={handleSubmit}>
          <TextField name="email" label={t('auth.email')} type="email" autoComplete="email" required />
          <PasswordField name="password" label={t('auth.password')} autoComplete="current-password" />
          <div className="form__row">
            <CheckboxField name="remember">{t('auth.login.remember')}</CheckboxField>
            <Link to="/forget-password" className="form__link">
              {t('auth.login.forgot')}
            </Link>
          </div>
          <FormAlert message={submitError} />
          <button type="submit" className="button form__submit" disabled={submitting}>
            {submitting ? t('auth.login.submitting') : t('auth.login.title')}
          </button>
        </FormShell>
      )}
    </Form>
  );
}
