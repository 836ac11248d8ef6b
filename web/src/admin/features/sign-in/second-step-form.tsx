import { Form } from 'react-final-form';
import { SECOND_FACTOR_MESSAGES } from '@store/domain';
import { StaffMeDocument, useStaffLoginCodeMutation } from '@/admin/__generated__/graphql.ts';
import { CodeField, validateCode } from '@/admin/components/code-field.tsx';
import { FormAlert, FormShell } from '@/components/ui/form-shell.tsx';
import { faultErrors, submissionErrors } from '@/lib/form-errors.ts';

const FAILED = 'Signing in failed. Please try again.';

interface SecondStepProps {
  /** The step token staffLogin answered for the right password. */
  token: string;
  onSignedIn: () => Promise<void>;
  /** Back to the password (the step token has expired, or another account). */
  onRestart: () => void;
}

/** The second step of signing in: the code from the member's authenticator app. */
export function SecondStepForm({ token, onSignedIn, onRestart }: SecondStepProps) {
  const [signIn] = useStaffLoginCodeMutation({
    update: (cache, { data }) => {
      const member = data?.staffLoginCode.member;
      if (member) cache.writeQuery({ query: StaffMeDocument, data: { staffMe: member } });
    },
  });

  const onSubmit = async ({ code }: { code: string }) => {
    try {
      const { data } = await signIn({ variables: { token, code } });
      if (!data?.staffLoginCode.member) {
        return submissionErrors(data?.staffLoginCode.errors ?? [], ['code']) ?? faultErrors(null, FAILED);
      }
      await onSignedIn();
    } catch (error) {
      console.error('Staff sign-in code failed:', error);
      return faultErrors(error, FAILED);
    }
  };

  return (
    <Form<{ code: string }> onSubmit={onSubmit} validate={validateCode}>
      {({ handleSubmit, submitting, submitError }) => (
        <FormShell label="Two-step sign-in" handleSubmit={handleSubmit}>
          <p>{SECOND_FACTOR_MESSAGES.enterCode}</p>
          <CodeField />
          <FormAlert message={submitError} />
          <button type="submit" className="button form__submit" disabled={submitting}>
            {submitting ? 'Checking…' : 'Verify'}
          </button>
          <button type="button" className="button button--outline" onClick={onRestart}>
            Use another account
          </button>
        </FormShell>
      )}
    </Form>
  );
}
