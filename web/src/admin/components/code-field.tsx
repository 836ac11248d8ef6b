import { SECOND_FACTOR_MESSAGES, secondFactorCode } from '@store/domain';
import { TextField } from '@/components/ui/form-fields.tsx';

/** The 6-digit code of an authenticator app; the browser may fill it from a one-time-code source. */
export function CodeField({ label = 'Authentication code' }: { label?: string }) {
  return <TextField name="code" label={label} autoComplete="one-time-code" required />;
}

/** The form-level check of a code field: 6 digits, spaces allowed. */
export function validateCode(values: { code?: string }): { code?: string } {
  return secondFactorCode(values.code ?? '') ? {} : { code: SECOND_FACTOR_MESSAGES.enterCode };
}
