import type { FieldErrors } from '@store/domain';

export interface UserErrorModel {
  field: string | null;
  message: string;
}

/** Field messages from domain/ validation, as the schema's UserError list. */
export function toUserErrors(errors: FieldErrors<string>): UserErrorModel[] {
  return Object.entries(errors).flatMap(([field, message]) => (message ? [{ field, message }] : []));
}

export function userError(message: string, field: string | null = null): UserErrorModel[] {
  return [{ field, message }];
}

export function refused(message: string, field: string | null = null) {
  return { ok: false, message: null, errors: userError(message, field) };
}

export function done(message: string) {
  return { ok: true, message, errors: [] };
}
