import {
  CANCEL_REASONS,
  EMIRATES,
  MAX_LINE_QUANTITY,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type CancelReason,
  type Emirate,
} from './constants.ts';
import { FIELD_LABELS as LABEL, FIELD_MESSAGES as SAY, MESSAGES } from './messages.ts';

/** Validation rules of spec §5. Each validator takes untrusted values and returns one message per bad field. */

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;
type Untrusted<T> = Readonly<Partial<Record<keyof T, unknown>>>;

const NAME_MAX = 50;
const ADDRESS_MAX = 100;
/** The longest delivery note an order may carry. */
export const ORDER_NOTE_MAX = 500;
const MESSAGE_MAX = 2000;
const EMAIL_MAX = 254;

const EMAIL_PATTERN =
  /^[^\s@"(),:;<>[\\\]]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;
/** +971 / 00971 / 0, then a mobile (5X + 7 digits) or a landline (area code 2, 3, 4, 6, 7 or 9 + 7 digits). */
const UAE_PHONE_PATTERN = /^(?:\+971|00971|971|0)(?:5\d{8}|[234679]\d{7})$/;
const POSTAL_PATTERN = /^[A-Za-z0-9 -]{1,10}$/;

/** Up to 254 characters (RFC 5321's path limit less the angle brackets), around which spaces are ignored. */
export function isEmail(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const email = value.trim();
  return email.length <= EMAIL_MAX && EMAIL_PATTERN.test(email);
}

/** Lower-cased and trimmed: e-mail addresses are compared case-insensitively. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isUaePhone(value: unknown): value is string {
  return typeof value === 'string' && UAE_PHONE_PATTERN.test(value.replace(/[\s()-]/g, ''));
}

export function isEmirate(value: unknown): value is Emirate {
  return typeof value === 'string' && (EMIRATES as readonly string[]).includes(value);
}

export function isCancelReason(value: unknown): value is CancelReason {
  return typeof value === 'string' && (CANCEL_REASONS as readonly string[]).includes(value);
}

/** A whole number of items between 1 and the per-line bound. */
export function isWholeQuantity(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_LINE_QUANTITY;
}

function isFilled(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function text(label: string, value: unknown, max: number, optional = false): string | undefined {
  if (value == null || value === '') return optional ? undefined : SAY.required(label);
  if (typeof value !== 'string') return SAY.notText(label);
  if (!optional && value.trim() === '') return SAY.required(label);
  if (value.length > max) return SAY.tooLong(label, max);
  return undefined;
}

function email(value: unknown): string | undefined {
  if (!isFilled(value)) return SAY.required(LABEL.email);
  return isEmail(value) ? undefined : SAY.invalidEmail;
}

function phone(label: string, value: unknown, optional = false): string | undefined {
  if (!isFilled(value)) return optional ? undefined : SAY.required(label);
  return isUaePhone(value) ? undefined : SAY.notUaePhone(label);
}

/**
 * Rules for a new password that need data the web client does not carry. The servers pass
 * `SERVER_PASSWORD_POLICY` from `@store/domain/common-passwords`; the web form checks lengths only and shows
 * the server's refusal, so the list stays out of the browser bundle.
 */
export interface PasswordPolicy {
  /** True for a password on the common-password list (compared case-insensitively). */
  isCommon?: (password: string) => boolean;
}

/** A new password's own rule; undefined when it is acceptable. */
export function passwordProblem(
  value: unknown,
  label: string = LABEL.password,
  policy: PasswordPolicy = {},
): string | undefined {
  if (!isFilled(value)) return SAY.required(label);
  if (value.length < PASSWORD_MIN_LENGTH) return SAY.tooShort(label, PASSWORD_MIN_LENGTH);
  if (value.length > PASSWORD_MAX_LENGTH) return SAY.tooLong(label, PASSWORD_MAX_LENGTH);
  if (policy.isCommon?.(value)) return MESSAGES.passwordTooCommon;
  return undefined;
}

/** Drops the fields without a problem. */
function collect<Field extends string>(checks: Record<Field, string | undefined>): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const field of Object.keys(checks) as Field[]) {
    if (checks[field] !== undefined) errors[field] = checks[field];
  }
  return errors;
}

/** The first message, in field order, or undefined when there is none. */
export function firstError(errors: FieldErrors<string>): string | undefined {
  return Object.values(errors).find((message) => message !== undefined);
}

export function hasErrors(errors: FieldErrors<string>): boolean {
  return firstError(errors) !== undefined;
}

export interface LoginInput {
  email: string;
  password: string;
}
export function validateLogin(input: Untrusted<LoginInput>): FieldErrors<keyof LoginInput> {
  return collect({
    email: email(input.email),
    password: isFilled(input.password) ? undefined : SAY.required(LABEL.password),
  });
}

export interface RegistrationInput {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  whatsapp?: string;
  password: string;
  confirmPassword: string;
  agreeToTerms: boolean;
}
export function validateRegistration(
  input: Untrusted<RegistrationInput>,
  policy: PasswordPolicy = {},
): FieldErrors<keyof RegistrationInput> {
  return collect({
    firstName: text(LABEL.firstName, input.firstName, NAME_MAX),
    lastName: text(LABEL.lastName, input.lastName, NAME_MAX),
    email: email(input.email),
    phone: phone(LABEL.phone, input.phone),
    whatsapp: phone(LABEL.whatsapp, input.whatsapp, true),
    password: passwordProblem(input.password, LABEL.password, policy),
    confirmPassword: input.confirmPassword === input.password ? undefined : MESSAGES.passwordsDoNotMatch,
    agreeToTerms: input.agreeToTerms === true ? undefined : SAY.mustAgreeToTerms,
  });
}

export interface ProfileInput {
  firstName: string;
  lastName: string;
  phone: string;
  whatsapp?: string;
}
export function validateProfile(input: Untrusted<ProfileInput>): FieldErrors<keyof ProfileInput> {
  return collect({
    firstName: text(LABEL.firstName, input.firstName, NAME_MAX),
    lastName: text(LABEL.lastName, input.lastName, NAME_MAX),
    phone: phone(LABEL.phone, input.phone),
    whatsapp: phone(LABEL.whatsapp, input.whatsapp, true),
  });
}

export interface PasswordChangeInput {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}
export function validatePasswordChange(
  input: Untrusted<PasswordChangeInput>,
  policy: PasswordPolicy = {},
): FieldErrors<keyof PasswordChangeInput> {
  return collect({
    oldPassword: isFilled(input.oldPassword) ? undefined : SAY.required(LABEL.oldPassword),
    newPassword: passwordProblem(input.newPassword, LABEL.newPassword, policy),
    confirmPassword: input.confirmPassword === input.newPassword ? undefined : MESSAGES.passwordsDoNotMatch,
  });
}

export interface ShippingInput {
  firstName: string;
  lastName: string;
  phone: string;
  whatsapp: string;
  emirate: Emirate;
  postalCode: string;
  flatNo: string;
  buildingName: string;
  area: string;
  street: string;
  note?: string;
}
export function validateShipping(input: Untrusted<ShippingInput>): FieldErrors<keyof ShippingInput> {
  const postal = text(LABEL.postalCode, input.postalCode, 10);
  return collect({
    firstName: text(LABEL.firstName, input.firstName, NAME_MAX),
    lastName: text(LABEL.lastName, input.lastName, NAME_MAX),
    phone: phone(LABEL.phone, input.phone),
    whatsapp: phone(LABEL.whatsapp, input.whatsapp),
    emirate: !isFilled(input.emirate)
      ? SAY.required(LABEL.emirate)
      : isEmirate(input.emirate)
        ? undefined
        : SAY.unknownEmirate,
    postalCode: postal ?? (POSTAL_PATTERN.test(String(input.postalCode)) ? undefined : SAY.postalCharacters),
    flatNo: text(LABEL.flatNo, input.flatNo, ADDRESS_MAX),
    buildingName: text(LABEL.buildingName, input.buildingName, ADDRESS_MAX),
    area: text(LABEL.area, input.area, ADDRESS_MAX),
    street: text(LABEL.street, input.street, ADDRESS_MAX),
    note: text(LABEL.note, input.note, ORDER_NOTE_MAX, true),
  });
}

export interface ContactInput {
  name: string;
  email: string;
  message: string;
}
export function validateContact(input: Untrusted<ContactInput>): FieldErrors<keyof ContactInput> {
  return collect({
    name: text(LABEL.name, input.name, NAME_MAX * 2),
    email: email(input.email),
    message: text(LABEL.message, input.message, MESSAGE_MAX),
  });
}

export function validateNewsletterEmail(value: unknown): string | undefined {
  return email(value);
}

export function validateCancelReason(value: unknown): string | undefined {
  if (!isFilled(value)) return MESSAGES.cancelReasonRequired;
  return isCancelReason(value) ? undefined : SAY.unknownCancelReason(CANCEL_REASONS.join(', '));
}
