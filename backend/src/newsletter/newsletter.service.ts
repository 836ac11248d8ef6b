import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { DEFAULT_LOCALE, isLocale, promotionCodeKey, type Locale } from '@store/domain';
import { readSettings } from '../admin/settings/settings.service.ts';
import type { Database } from '../db/schema.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { insertPromotion } from '../promotions/promotions.repository.ts';
import { welcomeMail } from './welcome-mail.ts';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 'WELCOME-K7Q2M9XR': 8 random base-32 characters (40 bits), readable and not worth guessing. */
function welcomeCode(): string {
  return `WELCOME-${[...randomBytes(8)].map((byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('')}`;
}

export interface SubscribeServices {
  db: Kysely<Database>;
  now: () => Date;
  publicUrl: string;
}

/**
 * Subscribes an address. A new one gets its welcome code (single use, its own, first order only) by mail, in the
 * same transaction; an address already on the list gets nothing more (an unsubscribed one is simply back on).
 * The subscription keeps the language of the page it came from (the latest, for an address already on the list).
 * Returns whether the address is new.
 */
export async function subscribe(services: SubscribeServices, email: string, language: Locale): Promise<boolean> {
  return services.db.transaction().execute(async (trx) => {
    const now = services.now().toISOString();
    const token = randomBytes(24).toString('base64url');
    const result = await trx
      .insertInto('newsletter_subscribers')
      .values({
        email,
        created_at: now,
        unsubscribe_token: token,
        unsubscribed_at: null,
        welcome_promotion_id: null,
        language,
      })
      .onConflict((conflict) => conflict.column('email').doNothing())
      .executeTakeFirst();
    if (Number(result.numInsertedOrUpdatedRows ?? 0) !== 1) {
      await trx
        .updateTable('newsletter_subscribers')
        .set({ unsubscribed_at: null, language })
        .where('email', '=', email)
        .execute();
      return false;
    }
    const { welcomeOfferPercent: percent } = await readSettings(trx);
    if (percent === 0) return true;
    const id = randomUUID();
    const code = welcomeCode();
    await insertPromotion(trx, {
      id,
      code,
      code_key: promotionCodeKey(code),
      kind: 'PERCENT',
      value: percent,
      min_product_total_fils: 0,
      first_order_only: 1,
      once_per_customer: 1,
      usage_limit: 1,
      uses: 0,
      starts_at: null,
      ends_at: null,
      active: 1,
      product_ids: '[]',
      collections: '[]',
      issued_to: email,
      source: 'WELCOME',
      created_at: now,
      updated_at: now,
    });
    await trx
      .updateTable('newsletter_subscribers')
      .set({ welcome_promotion_id: id })
      .where('email', '=', email)
      .execute();
    await enqueueMail(
      trx,
      welcomeMail({ email, code, percent, unsubscribeToken: token, language }, services.publicUrl),
      now,
    );
    return true;
  });
}

/**
 * Takes the address of this unsubscribe link off the list (again, for a link used twice). Answers the
 * subscription's language, for the page that says so; null for a link that names no subscriber.
 */
export async function unsubscribe(services: SubscribeServices, token: string): Promise<Locale | null> {
  const row = await services.db
    .updateTable('newsletter_subscribers')
    .set({ unsubscribed_at: services.now().toISOString() })
    .where('unsubscribe_token', '=', token)
    .returning('language')
    .executeTakeFirst();
  return row ? localeOf(row.language) : null;
}

/** The language of the subscription this unsubscribe link names (its welcome mail's), or null for none. */
export async function subscriptionLanguage(db: Kysely<Database>, token: string): Promise<Locale | null> {
  const row = await db
    .selectFrom('newsletter_subscribers')
    .select('language')
    .where('unsubscribe_token', '=', token)
    .executeTakeFirst();
  return row ? localeOf(row.language) : null;
}

/** A stored language, English for anything else. */
const localeOf = (language: string): Locale => (isLocale(language) ? language : DEFAULT_LOCALE);
