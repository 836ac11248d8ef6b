import { Form } from 'react-final-form';
import { Link, useNavigate } from 'react-router-dom';
import { MESSAGES, validateRegistration, type RegistrationInput } from '@store/domain';
import { useRegisterMutation } from '@/__generated__/graphql.ts';
import { useTranslation } from '@/i18n/i18n.tsx';
import { languageOf } from '@/lib/language.ts';
import { faultErrors, submissionErrors, toFormErrors } from '@/lib/form-errors.ts';
import { CheckboxField, PasswordField, TextField } from '@/components/ui/form-fields.tsx';
import { FormShell, FormAlert } from '@/components/ui/form-shell.tsx';
import { noticeState } from '@/lib/notice.ts';
import { richText } from '@/i18n/rich-text.tsx';

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'whatsapp', 'password', 'confirmPassword', 'agreeToTerms'];
// Consent is the shopper's act: the terms box starts unticked (issue 18), and validateRegistration refuses it so.
const INITIAL: Partial<RegistrationInput> = { agreeToTerms: false };

/** Opens an account; different passwords stop it here with 'Passwords do not match!' (spec §5). */
export function RegisterForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [register] = useRegisterMutation();
  const { locale } = useTranslation();

  const onSubmit = async (values: RegistrationInput) => {
    const input = {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      phone: values.phone.trim(),
      whatsapp: values.whatsapp?.trim() || null,
      password: values.password,
      confirmPassword: values.confirmPassword,
      agreeToTerms: values.agreeToTerms === true,
      language: languageOf(locale),
    };
    try {
      const { data } = await register({ variables: { input } });
      if (!data?.register.ok) {
        return submissionErrors(data?.register.errors ?? [], FIELDS) ?? faultErrors(null, MESSAGES.registrationFailed);
      }
      navigate('/login', { replace: true, state: noticeState(data.register.message ?? MESSAGES.registered) });
    } catch (error) {
      console.error('Registration failed:', error);
      return faultErrors(error, MESSAGES.registrationFailed);
    }
  };

  return (
    <Form<RegistrationInput>
      onSubmit={onSubmit}
      initialValues={INITIAL}
      validate={(values) => toFormErrors(validateRegistration(values))}
    >
      {({ handleSubmit, submitting, submitError }) => (
        <FormShell label={t('auth.register.title')} handleSubmit={handleSubmit}>
          <div className="form__pair">
            <TextField name="firstName" label={t('auth.firstName')} autoComplete="given-name" required />
            <TextField name="lastName" label={t('auth.lastName')} autoComplete="family-name" required />
          </div>
          <TextField name="email" label={t('auth.email')} type="email" autoComplete="email" required />
          <div className="form__pair">
            <TextField name="phone" label={t('auth.phone')} type="tel" autoComplete="tel" required />
            <TextField name="whatsapp" label={t('auth.whatsapp')} type="tel" autoComplete="tel" />
          </div>
          <div className="form__pair">
            <PasswordField name="password" label={t('auth.password')} autoComplete="new-password" />
            <PasswordField name="confirmPassword" label={t('auth.confirmPassword')} autoComplete="new-password" />
          </div>
          <CheckboxField name="agreeToTerms">
            {richText(t('auth.register.agree'), { terms: (words) => <Link to="/term-of-use">{words}</Link> })}
          </CheckboxField>
          <FormAlert message={submitError} />
          <button type="submit" className="button form__submit" disabled={submitting}>
            {submitting ? t('auth.register.submitting') : t('auth.register.title')}
          </button>
        </FormShell>
      )}
    </Form>
  );
}
