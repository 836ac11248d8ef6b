import { faultErrors, submissionErrors, type FormErrors } from '@/lib/form-errors.ts';

interface StepPayload {
  errors: readonly { field?: string | null; message: string }[];
}

/**
 * Sends one step of a return from a form: the refusal in the server's words (beside its field, when the form has
 * it), a fault as `failed`, or `onDone` with what happened. The payload carries the return after the step, which
 * Apollo's cache puts on the page.
 */
export async function submitStep(
  send: () => Promise<StepPayload | undefined>,
  options: { fields?: readonly string[]; failed: string; done: string; onDone: (message: string) => void },
): Promise<FormErrors | undefined> {
  try {
    const payload = await send();
    if (!payload) return faultErrors(null, options.failed);
    if (payload.errors.length > 0) return submissionErrors(payload.errors, options.fields ?? []);
    options.onDone(options.done);
    return undefined;
  } catch (error) {
    console.error(`${options.failed}`, error);
    return faultErrors(error, options.failed);
  }
}
