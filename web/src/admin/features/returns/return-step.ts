import type { ReturnStatus } from '@store/domain';
import { faultErrors, submissionErrors, type FormErrors } from '@/lib/form-errors.ts';
import { returnRefusalText, type RefusalLike, type RefusalLine, type ReturnStep } from '@/lib/return-refusals.ts';

interface StepPayload {
  return: { status: ReturnStatus } | null;
  errors: readonly RefusalLike[];
}

interface StepOptions {
  step: ReturnStep;
  /** The form's fields a refusal may stand beside. */
  fields?: readonly string[];
  /** The return's lines, which a refusal may name. */
  lines?: readonly RefusalLine[];
  /** Said for a fault, and for a refusal the web has no words of its own for. */
  failed: string;
  done: string;
  onDone: (message: string) => void;
}

/** A step's refusals in the web's words (by their codes), each with the field it names. */
export function stepRefusals(payload: StepPayload, options: Omit<StepOptions, 'done' | 'onDone'>) {
  return payload.errors.map((refusal) => ({
    field: refusal.field ?? null,
    message: returnRefusalText(refusal, {
      fallback: options.failed,
      step: options.step,
      status: payload.return?.status ?? null,
      ...(options.lines ? { lines: options.lines } : {}),
    }),
  }));
}

/**
 * Sends one step of a return from a form: a refusal in the web's words (beside its field, when the form has it), a
 * fault as `failed`, or `onDone` with what happened. The payload carries the return after the step, which Apollo's
 * cache puts on the page.
 */
export async function submitStep(
  send: () => Promise<StepPayload | undefined>,
  options: StepOptions,
): Promise<FormErrors | undefined> {
  try {
    const payload = await send();
    if (!payload) return faultErrors(null, options.failed);
    if (payload.errors.length > 0) return submissionErrors(stepRefusals(payload, options), options.fields ?? []);
    options.onDone(options.done);
    return undefined;
  } catch (error) {
    console.error(`${options.failed}`, error);
    return faultErrors(error, options.failed);
  }
}
