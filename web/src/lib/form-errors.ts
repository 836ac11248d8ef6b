import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { FORM_ERROR } from 'final-form';
import type { FieldErrors } from '@store/domain';

/** final-form's error object: a message per field name, the form's own under FORM_ERROR. */
export type FormErrors = Record<string, string>;

export interface UserErrorLike {
  field?: string | null;
  message: string;
}

/** The domain validators' answer as final-form errors; fields without a problem are dropped. */
export function toFormErrors(errors: FieldErrors<string>): FormErrors {
  const result: FormErrors = {};
  for (const [field, message] of Object.entries(errors)) if (message) result[field] = message;
  return result;
}

/**
 * A refusal's messages for final-form's submit errors: one about a field the form shows goes beside that
 * field; any other (no field, or one the form does not have) is shown for the whole form. First message wins.
 */
export function submissionErrors(
  userErrors: readonly UserErrorLike[],
  fields: readonly string[],
): FormErrors | undefined {
  if (userErrors.length === 0) return undefined;
  const result: FormErrors = {};
  for (const { field, message } of userErrors) {
    const key = field && fields.includes(field) ? field : FORM_ERROR;
    result[key] ??= message;
  }
  return result;
}

/** The `extensions.code` of a GraphQL fault (UNAUTHENTICATED, TOO_MANY_REQUESTS…), if the error is one. */
export function faultCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const code = error.errors.find((item) => typeof item.extensions?.code === 'string')?.extensions?.code;
  return typeof code === 'string' ? code : undefined;
}

/** Codes whose own text tells the shopper what to do; every other fault shows the form's fallback (spec §8). */
const SPEAKING_CODES = ['TOO_MANY_REQUESTS'];

export function faultMessage(error: unknown, fallback: string): string {
  const code = faultCode(error);
  if (code && SPEAKING_CODES.includes(code) && CombinedGraphQLErrors.is(error)) {
    return error.errors.find((item) => item.extensions?.code === code)?.message ?? fallback;
  }
  return fallback;
}

/** The submit errors of a fault: one message for the whole form. */
export function faultErrors(error: unknown, fallback: string): FormErrors {
  return { [FORM_ERROR]: faultMessage(error, fallback) };
}

interface FieldMetaLike {
  error?: unknown;
  submitError?: unknown;
  touched?: boolean;
  modified?: boolean;
  submitFailed?: boolean;
  dirtySinceLastSubmit?: boolean;
}

/**
 * The message to show beside a field: its own problem once the shopper has typed in it and left, or tried to
 * submit (tabbing through empty fields says nothing); the server's refusal until the field is changed again.
 */
export function fieldMessage(meta: FieldMetaLike): string | undefined {
  const attempted = meta.submitFailed || (meta.touched && meta.modified);
  if (attempted && typeof meta.error === 'string') return meta.error;
  if (!meta.dirtySinceLastSubmit && typeof meta.submitError === 'string') return meta.submitError;
  return undefined;
}
