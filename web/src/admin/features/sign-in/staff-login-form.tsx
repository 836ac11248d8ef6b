import { useState } from 'react';
import { Form } from 'react-final-form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { MESSAGES, validateLogin } from '@store/domain';
import { StaffMeDocument, useStaffLoginMutation } from '@/admin/__generated__/graphql.ts';
import { adminNextPath } from '@/admin/lib/admin-paths.ts';
import { CheckboxField, PasswordField, TextField } from '@/components/ui/form-fields.tsx';
import { FormAlert, FormShell } from '@/components/ui/form-shell.tsx';
import { faultErrors, submissionErrors, toFormErrors } from '@/lib/form-errors.ts';
import { SecondStepForm } from './second-step-form.tsx';

interface StaffLoginValues {
  email: string;
  password: string;
  remember: boolean;
}

const FIELDS = ['email', 'password'];
const INITIAL: Partial<StaffLoginValues> = { remember: false };
const FAILED = 'Signing in failed. Please try again.';

/**
 * E-mail, password and Remember me, then the authenticator code for a member with two-step sign-in on; a member
 * goes on to ?next= (a back-office page) or the dashboard.
 */
export function StaffLoginForm() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [secondStep, setSecondStep] = useState<string | null>(null);
  const goOn = async () => {
    await navigate(adminNextPath(searchParams.get('next')), { replace: true });
  };
  const [login] = useStaffLoginMutation({
    // RequireStaff reads the member from here, so the next page does not see the guest that was.
    update: (cache, { data }) => {
      const member = data?.staffLogin.member;
      if (member) cache.writeQuery({ query: StaffMeDocument, data: { staffMe: member } });
    },
  });

  const onSubmit = async ({ email, password, remember }: StaffLoginValues) => {
    try {
      const { data } = await login({ variables: { email: email.trim(), password, remember: remember === true } });
      if (data?.staffLogin.secondStepToken) {
        setSecondStep(data.staffLogin.secondStepToken);
        return undefined;
      }
      if (!data?.staffLogin.member) {
        return submissionErrors(data?.staffLogin.errors ?? [], FIELDS) ?? faultErrors(null, MESSAGES.wrongCredentials);
      }
      await goOn();
    } catch (error) {
      console.error('Staff sign-in failed:', error);
      return faultErrors(error, FAILED);
    }
  };

  if (secondStep) return <SecondStepForm token={secondStep} onSignedIn={goOn} onRestart={() => setSecondStep(null)} />;

  return (
    <Form<StaffLoginValues>
      onSubmit={onSubmit}
      initialValues={INITIAL}
      validate={(values) => toFormErrors(validateLogin(values))}
    >
      {({ handleSubmit, submitting, submitError }) => (
        <FormShell label="Sign in" handleSubmit={handleSubmit}>
          <TextField name="email" label="Email" type="email" autoComplete="username" required />
          <PasswordField name="password" label="Password" autoComplete="current-password" />
          <CheckboxField name="remember">Remember me</CheckboxField>
          <FormAlert message={submitError} />
          <button type="submit" className="button form__submit" disabled={submitting}>
            {submitting ? 'Signing in…' : 'Sign in'}
          </button>
        </FormShell>
      )}
    </Form>
  );
}
