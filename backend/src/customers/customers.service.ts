import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  firstError,
  isEmail,
  MESSAGES,
  normaliseEmail,
  passwordProblem,
  validateLogin,
  validateProfile,
  validateRegistration,
} from '@store/domain';
import { SERVER_PASSWORD_POLICY } from '@store/domain/common-passwords';
import { isUniqueViolation } from '../db/errors.ts';
import type { Database } from '../db/schema.ts';
import { HttpError, LegacyFailure } from '../http/errors.ts';
import {
  REGISTRATION_ATTEMPT_SUBJECTS,
  registrationAttemptMail,
  RESET_LINK_HOURS,
  resetLink,
  resetLinkMail,
} from '../mail/customer-mail.ts';
import { languageField } from '../http/language-field.ts';
import { hashToken, newLinkToken } from '../accounts/tokens.ts';
import { enqueueMail } from '../mail/outbox.ts';
import * as repository from './customers.repository.ts';
import type { WorkTicket } from './bounded-work.ts';
import { hashPassword, imitatePasswordWork, verifyPassword } from './passwords.ts';

const RESET_TOKEN_LIFETIME_MS = RESET_LINK_HOURS * 60 * 60 * 1000;
/** At most one "someone tried to register with your address" mail per address in this time. */
const REGISTRATION_NOTICE_INTERVAL_MS = 60 * 60 * 1000;

export interface Services {
  db: Kysely<Database>;
  now: () => Date;
  publicUrl: string;
}

/** What a client may see of a customer: never the hash. */
export function publicCustomer(row: repository.CustomerRow) {
  return { fname: row.fname, lname: row.lname, email: row.email, phone: row.phone, whatsapp: row.whatsapp };
}

function ensureValid(errors: Record<string, string | undefined>): void {
  const message = firstError(errors);
  if (message) throw new LegacyFailure(message);
}

function optionalText(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * Opens an account, or, when the e-mail already has one, mails its owner instead: the caller gets the same
 * answer either way, so registration does not tell who is a customer. The e-mail is checked before the
 * password is hashed; the taken path waits about as long as a hash (without hashing) to keep timing alike.
 */
export async function register(services: Services, body: Record<string, unknown>): Promise<void> {
  const input = {
    firstName: body.fname,
    lastName: body.lname,
    email: body.email,
    phone: body.phone,
    whatsapp: body.whatsapp,
    password: body.password_hash,
    confirmPassword: body.confirmPassword,
    agreeToTerms: [true, 'true', 'on', 1, '1'].includes(body.agree_checkbox as never),
  };
  // The language of the page registered from: the account's mails are in it.
  const language = languageField(body.language);
  ensureValid(validateRegistration(input, SERVER_PASSWORD_POLICY));
  const email = normaliseEmail(String(input.email));
  const existing = await repository.findByEmail(services.db, email);
  if (existing) {
    await imitatePasswordWork();
    return noticeRegistrationAttempt(services, existing);
  }
  const passwordHash = await hashPassword(String(input.password));
  const now = services.now().toISOString();
  try {
    await repository.insertCustomer(services.db, {
      id: randomUUID(),
      email,
      fname: String(input.firstName).trim(),
      lname: String(input.lastName).trim(),
      phone: String(input.phone).trim(),
      whatsapp: optionalText(input.whatsapp),
      password_hash: passwordHash,
      created_at: now,
      updated_at: now,
      language,
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Registered by a concurrent request since the check above.
    const winner = await repository.findByEmail(services.db, email);
    if (winner) await noticeRegistrationAttempt(services, winner);
  }
}

async function noticeRegistrationAttempt(services: Services, customer: repository.CustomerRow): Promise<void> {
  const now = services.now();
  const since = new Date(now.getTime() - REGISTRATION_NOTICE_INTERVAL_MS).toISOString();
  await services.db.transaction().execute(async (trx) => {
    if (await repository.wasMailedSince(trx, customer.email, REGISTRATION_ATTEMPT_SUBJECTS, since)) return;
    await enqueueMail(trx, registrationAttemptMail(customer, services.publicUrl), now.toISOString());
  });
}

/**
 * The same answer, in about the same time, for an unknown e-mail and a wrong password; an unknown e-mail
 * costs no hash (imitatePasswordWork), so a flood of made-up ones cannot crowd out real customers.
 */
export async function login(services: Services, body: Record<string, unknown>, ticket?: WorkTicket) {
  ensureValid(validateLogin(body));
  const customer = await repository.findByEmail(services.db, normaliseEmail(String(body.email)));
  if (!customer) {
    await imitatePasswordWork();
    throw new LegacyFailure(MESSAGES.wrongCredentials);
  }
  if (!(await verifyPassword(String(body.password), customer.password_hash, ticket))) {
    throw new LegacyFailure(MESSAGES.wrongCredentials);
  }
  return publicCustomer(customer);
}

export async function updateProfile(services: Services, body: Record<string, unknown>) {
  if (!isEmail(body.email)) throw new LegacyFailure('Enter a valid e-mail address.');
  ensureValid(
    validateProfile({ firstName: body.fname, lastName: body.lname, phone: body.phone, whatsapp: body.whatsapp }),
  );
  const email = normaliseEmail(body.email);
  const updated = await repository.updateProfile(services.db, email, {
    fname: String(body.fname).trim(),
    lname: String(body.lname).trim(),
    phone: String(body.phone).trim(),
    whatsapp: optionalText(body.whatsapp),
    updated_at: services.now().toISOString(),
  });
  if (!updated) throw new LegacyFailure(MESSAGES.customerNotFound);
  const customer = await repository.findByEmail(services.db, email);
  return customer && publicCustomer(customer);
}

/** Saves the signed-in shopper's language (the language switch); the gateway names whose account it is. */
export async function setLanguage(services: Services, body: Record<string, unknown>) {
  if (!isEmail(body.email)) throw new HttpError(400, 'A valid e-mail address is required.');
  if (body.language === undefined || body.language === null) throw new HttpError(400, 'language is required.');
  const language = languageField(body.language);
  const email = normaliseEmail(body.email);
  if (!(await repository.setLanguage(services.db, email, language, services.now().toISOString()))) {
    throw new HttpError(404, MESSAGES.customerNotFound);
  }
  return { email, language };
}

export async function changePassword(services: Services, body: Record<string, unknown>) {
  if (!isEmail(body.email)) throw new LegacyFailure('Enter a valid e-mail address.');
  if (typeof body.oldPassword !== 'string' || body.oldPassword === '')
    throw new LegacyFailure('Old password is required.');
  ensureValid({ newPassword: passwordProblem(body.newPassword, 'New password', SERVER_PASSWORD_POLICY) });
  if (body.confirmPassword !== undefined && body.confirmPassword !== body.newPassword) {
    throw new LegacyFailure(MESSAGES.passwordsDoNotMatch);
  }
  const customer = await repository.findByEmail(services.db, normaliseEmail(body.email));
  if (!customer || !(await verifyPassword(body.oldPassword, customer.password_hash))) {
    throw new LegacyFailure(MESSAGES.oldPasswordWrong);
  }
  const passwordHash = await hashPassword(String(body.newPassword));
  const now = services.now().toISOString();
  await services.db.transaction().execute(async (trx) => {
    await repository.setPasswordHash(trx, customer.id, passwordHash, now);
    await repository.voidResetTokens(trx, customer.id, now);
  });
}

/** Sends a single-use reset link when the e-mail is registered; says the same either way. */
export async function requestPasswordReset(services: Services, rawEmail: string) {
  if (!isEmail(rawEmail)) throw new LegacyFailure('Enter a valid e-mail address.');
  const customer = await repository.findByEmail(services.db, normaliseEmail(rawEmail));
  if (!customer) return;
  const { token, tokenHash } = newLinkToken();
  const now = services.now();
  await services.db.transaction().execute(async (trx) => {
    await repository.insertResetToken(trx, {
      token_hash: tokenHash,
      customer_id: customer.id,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS).toISOString(),
    });
    const link = resetLink(services.publicUrl, token, customer.language);
    await enqueueMail(trx, resetLinkMail(customer, link), now.toISOString());
  });
}

/** The token is checked before the new password is hashed: a made-up or spent link costs one indexed read. */
export async function resetPassword(services: Services, body: Record<string, unknown>) {
  if (typeof body.token !== 'string' || body.token === '') throw new LegacyFailure(MESSAGES.resetTokenInvalid);
  ensureValid({ newPassword: passwordProblem(body.newPassword, 'New password', SERVER_PASSWORD_POLICY) });
  if (body.confirmPassword !== undefined && body.confirmPassword !== body.newPassword) {
    throw new LegacyFailure(MESSAGES.passwordsDoNotMatch);
  }
  const tokenHash = hashToken(body.token);
  if (!(await repository.isLiveResetToken(services.db, tokenHash, services.now().toISOString()))) {
    throw new LegacyFailure(MESSAGES.resetTokenInvalid);
  }
  const passwordHash = await hashPassword(String(body.newPassword));
  const now = services.now().toISOString();
  return services.db.transaction().execute(async (trx) => {
    // Checked again, atomically: the link may have been used or expired while the password was hashed.
    const customerId = await repository.consumeResetToken(trx, tokenHash, now);
    if (!customerId) throw new LegacyFailure(MESSAGES.resetTokenInvalid);
    await repository.setPasswordHash(trx, customerId, passwordHash, now);
    await repository.voidResetTokens(trx, customerId, now);
    // The gateway ends the customer's sessions: it needs to know whose password this was.
    return { email: await repository.emailOf(trx, customerId) };
  });
}
