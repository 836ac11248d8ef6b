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

const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'whatsapp', 'password', 'confirmPassword', 'agreeToTerms'];
// Consent is the shopper's act: the terms box starts unticked (issue 18), and validateRegistration refuses it so.
const INITIAL: Partial<RegistrationInput> = { agreeToTerms: false };

/** Opens an account; different passwords stop it here with 'Passwords do not match!' (spec §5). */
export function RegisterForm() {
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
        <FormShell label="Register" handleSubmit={handleSubmit}>
          <div className="form__pair">
            <TextField name="firstName" label="First Name" autoComplete="given-name" required />
            <TextField name="lastName" label="Last Name" autoComplete="family-name" required />
          </div>
          <TextField name="email" label="Email" type="email" autoComplete="email" required />
          <div className="form__pair">
            <TextField name="phone" label="Phone" type="tel" autoComplete="tel" required />
            <TextField name="whatsapp" label="WhatsApp (optional)" type="tel" autoComplete="tel" />
          </div>
          <div className="form__pair">
            <PasswordField name="password" label="Password" autoComplete="new-password" />
            <PasswordField name="confirmPassword" label="Confirm Password" autoComplete="new-password" />
          </div>
          <CheckboxField name="agreeToTerms">
            I agree to the <Link to="/term-of-use">Terms and Conditions</Link>
          </CheckboxField>
          <FormAlert message={submitError} />
          <button type="submit" className="button form__submit" disabled={submitting}>
            {submitting ? 'Registering…' : 'Register'}
          </button>
        </FormShell>
      )}
    </Form>
  );
}
