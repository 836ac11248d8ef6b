import { useState } from 'react';
import { Form } from 'react-final-form';
import { mayTurnOffSecondFactor } from '@store/domain';
import {
  StaffMeDocument,
  useConfirmSecondFactorMutation,
  useStartSecondFactorSetupMutation,
  useTurnOffSecondFactorMutation,
} from '@/admin/__generated__/graphql.ts';
import { CodeField, validateCode } from '@/admin/components/code-field.tsx';
import { useSignedInMember } from '@/admin/lib/signed-in-member.ts';
import { FormAlert, FormNote, FormShell } from '@/components/ui/form-shell.tsx';
import { faultErrors, submissionErrors } from '@/lib/form-errors.ts';

const FAILED = 'That did not work. Please try again.';
type Answer = { ok: boolean; message?: string | null; errors: { field?: string | null; message: string }[] };

/** One code form: sends the code, shows the refusal, or tells `onDone` the message of success. */
function CodeForm({
  label,
  send,
  onDone,
}: {
  label: string;
  send: (code: string) => Promise<Answer | undefined>;
  onDone: (message: string) => void;
}) {
  const onSubmit = async ({ code }: { code: string }) => {
    try {
      const answer = await send(code);
      if (!answer?.ok) return submissionErrors(answer?.errors ?? [], ['code']) ?? faultErrors(null, FAILED);
      onDone(answer.message ?? '');
    } catch (error) {
      console.error(`${label} failed:`, error);
      return faultErrors(error, FAILED);
    }
  };
  return (
    <Form<{ code: string }> onSubmit={onSubmit} validate={validateCode}>
      {({ handleSubmit, submitting, submitError }) => (
        <FormShell label={label} handleSubmit={handleSubmit}>
          <CodeField />
          <FormAlert message={submitError} />
          <div className="form__actions">
            <button type="submit" className="button" disabled={submitting}>
              {submitting ? 'Checking…' : label}
            </button>
          </div>
        </FormShell>
      )}
    </Form>
  );
}

/** Two-step sign-in: set up (the secret as text and as an otpauth:// link), confirmed with a first code; off for staff. */
export function SecondFactorPanel() {
  const member = useSignedInMember();
  const [setup, setSetup] = useState<{ secret: string; uri: string } | null>(null);
  const [note, setNote] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const refetchQueries = [{ query: StaffMeDocument }];
  const [start, starting] = useStartSecondFactorSetupMutation();
  const [confirm] = useConfirmSecondFactorMutation({ refetchQueries, awaitRefetchQueries: true });
  const [turnOff] = useTurnOffSecondFactorMutation({ refetchQueries, awaitRefetchQueries: true });

  const begin = async () => {
    setProblem(undefined);
    try {
      const { data } = await start();
      const answer = data?.startSecondFactorSetup;
      if (answer?.secret && answer.uri) setSetup({ secret: answer.secret, uri: answer.uri });
      else setProblem(answer?.errors[0]?.message ?? FAILED);
    } catch (error) {
      console.error('Two-step sign-in set-up failed:', error);
      setProblem(FAILED);
    }
  };

  const done = (message: string) => {
    setSetup(null);
    setNote(message);
  };

  return (
    <section className="admin-account__panel" aria-labelledby="admin-second-factor">
      <h2 id="admin-second-factor">Two-step sign-in</h2>
      <FormNote message={note} />
      {member.secondFactor ? (
        <>
          <p>On: signing in asks for a code from your authenticator app after your password.</p>
          {mayTurnOffSecondFactor(member.role) ? (
            <CodeForm
              label="Turn off"
              send={async (code) => (await turnOff({ variables: { code } })).data?.turnOffSecondFactor}
              onDone={done}
            />
          ) : (
            <p>As an owner you keep it on.</p>
          )}
        </>
      ) : setup ? (
        <>
          <p>
            Add this account to your authenticator app with the key below (or open the link on your phone), then enter
            the code it shows.
          </p>
          <dl className="admin-account__details">
            <dt>Key</dt>
            <dd>
              <code>{setup.secret}</code>
            </dd>
            <dt>Link</dt>
            <dd>
              <a href={setup.uri}>{setup.uri}</a>
            </dd>
          </dl>
          <CodeForm
            label="Turn on"
            send={async (code) => (await confirm({ variables: { code } })).data?.confirmSecondFactor}
            onDone={done}
          />
        </>
      ) : (
        <>
          <p>Off. With it on, a stolen password alone does not open the back office.</p>
          <FormAlert message={problem} />
          <div className="form__actions">
            <button type="button" className="button" disabled={starting.loading} onClick={() => void begin()}>
              Set up two-step sign-in
            </button>
          </div>
        </>
      )}
    </section>
  );
}
