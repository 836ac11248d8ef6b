import type { StaffRole } from './staff-roles.ts';

/**
 * The back office's second factor: TOTP (RFC 6238) as every authenticator app reads it, SHA-1, 6 digits, 30 s,
 * a code accepted one step either side of now (a phone's clock drifts), and each step's code only once.
 */
export const SECOND_FACTOR = {
  issuer: 'Graphic Tees Dubai',
  algorithm: 'SHA1',
  digits: 6,
  periodSeconds: 30,
  window: 1,
  /** How long after the right password the code may be given. */
  signInStepMinutes: 5,
} as const;

export const SECOND_FACTOR_MESSAGES = {
  enterCode: 'Enter the 6-digit code from your authenticator app.',
  wrongCode: 'Wrong code. Enter the code your authenticator app shows now.',
  stepExpired: 'Your sign-in took too long. Please enter your password again.',
  alreadyOn: 'Two-step sign-in is already on.',
  notStarted: 'Start setting up two-step sign-in first.',
  notOn: 'Two-step sign-in is not on.',
  ownerKeepsIt: "An owner's two-step sign-in stays on once set up.",
  turnedOn: 'Two-step sign-in is on. You will be asked for a code each time you sign in.',
  turnedOff: 'Two-step sign-in is off.',
} as const;

/** The code without the spaces an app may show in it, or null when it is not 6 digits. */
export function secondFactorCode(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 20) return null;
  const code = value.replace(/\s/g, '');
  return /^\d{6}$/.test(code) ? code : null;
}

/** Staff may turn it off again; an owner, who can do everything, keeps it once set up. */
export function mayTurnOffSecondFactor(role: StaffRole): boolean {
  return role !== 'OWNER';
}
