import type { Kysely } from 'kysely';
import { pageOfText, pageTextKeys, SHIPPED_PAGE_TEXTS, type ContentPage } from '@store/domain/page-texts';
import { bumpCatalogueVersion } from '../../catalog/catalogue-version.repository.ts';
import type { Database, PageTextTable } from '../../db/schema.ts';
import { recordAudit } from '../audit.ts';
import { compilePageText, shapeOfKey, type PageTextEdit } from './page-text-rules.ts';

/** One text as the back office edits it (GraphQL AdminPageText). */
export interface AdminPageText {
  key: string;
  english: string;
  arabic: string;
  shippedEnglish: string;
  shippedArabic: string;
  arabicMissing: boolean;
  edited: boolean;
  values: string[];
  tags: string[];
  updatedAt: string | null;
  updatedBy: string | null;
}

/** images/page-texts/: a rewritten text compiled for the web client, per language (null Arabic: missing). */
export interface ShopPageText {
  key: string;
  en: unknown;
  ar: unknown;
}

type Row = Pick<PageTextTable, 'key' | 'text_en' | 'text_ar' | 'updated_at' | 'updated_by'>;

const shipped = (key: string) => ({ en: SHIPPED_PAGE_TEXTS.en[key] ?? '', ar: SHIPPED_PAGE_TEXTS.ar[key] ?? '' });

/** The texts a row makes the page show: null columns are the shop's own wording, '' Arabic is missing. */
function shown(row: Row | undefined, key: string): { english: string; arabic: string } {
  const own = shipped(key);
  return { english: row?.text_en ?? own.en, arabic: row?.text_ar ?? own.ar };
}

function toAdmin(key: string, row: Row | undefined): AdminPageText {
  const own = shipped(key);
  const { english, arabic } = shown(row, key);
  return {
    key,
    english,
    arabic,
    shippedEnglish: own.en,
    shippedArabic: own.ar,
    arabicMissing: arabic === '',
    edited: row !== undefined,
    ...shapeOfKey(key),
    updatedAt: row?.updated_at ?? null,
    updatedBy: row?.updated_by ?? null,
  };
}

async function rowsOf(db: Kysely<Database>, keys: readonly string[]): Promise<Map<string, Row>> {
  if (keys.length === 0) return new Map();
  const rows = await db.selectFrom('page_texts').selectAll().where('key', 'in', keys).execute();
  return new Map(rows.map((row) => [row.key, row]));
}

/** A page's editable texts, in page order, with the shop's own wording beside each. */
export async function readAdminPageTexts(db: Kysely<Database>, page: ContentPage): Promise<AdminPageText[]> {
  const keys = pageTextKeys(page);
  const rows = await rowsOf(db, keys);
  return keys.map((key) => toAdmin(key, rows.get(key)));
}

/**
 * Every rewritten text, compiled: the gateway loads them with the catalogue and serves each page's. A row of a key
 * the shop no longer has (a release renamed it) is left out.
 */
export async function readShopPageTexts(db: Kysely<Database>): Promise<ShopPageText[]> {
  const rows = await db.selectFrom('page_texts').selectAll().orderBy('key').execute();
  return rows
    .filter((row) => pageOfText(row.key) !== null)
    .map((row) => {
      const { english, arabic } = shown(row, row.key);
      return { key: row.key, en: compilePageText(english), ar: arabic === '' ? null : compilePageText(arabic) };
    });
}

/**
 * Saves checked texts in one transaction and audits what changed. A language whose text is the shop's own wording
 * is stored as null, so it follows that wording in later releases; a key back to the shop's wording in both
 * languages loses its row. Moves the catalogue version, so the gateways reload and drop their cached pages.
 */
export async function savePageTexts(
  db: Kysely<Database>,
  page: ContentPage,
  texts: readonly PageTextEdit[],
  actor: string,
  now: string,
): Promise<AdminPageText[]> {
  return db.transaction().execute(async (trx) => {
    const before = await rowsOf(
      trx,
      texts.map((text) => text.key),
    );
    const changes: Record<
      string,
      { from: { english: string; arabic: string }; to: { english: string; arabic: string } }
    > = {};
    for (const text of texts) {
      const own = shipped(text.key);
      const from = shown(before.get(text.key), text.key);
      if (from.english === text.english && from.arabic === text.arabic) continue;
      changes[text.key] = { from, to: { english: text.english, arabic: text.arabic } };
      const textEn = text.english === own.en ? null : text.english;
      const textAr = text.arabic === own.ar ? null : text.arabic;
      if (textEn === null && textAr === null) {
        await trx.deleteFrom('page_texts').where('key', '=', text.key).execute();
        continue;
      }
      const values = { text_en: textEn, text_ar: textAr, updated_at: now, updated_by: actor };
      await trx
        .insertInto('page_texts')
        .values({ key: text.key, ...values })
        .onConflict((conflict) => conflict.column('key').doUpdateSet(values))
        .execute();
    }
    if (Object.keys(changes).length > 0) {
      await recordAudit(trx, { actor, action: 'pageTexts.update', subject: page, detail: { changes } }, now);
      await bumpCatalogueVersion(trx);
    }
    return readAdminPageTexts(trx, page);
  });
}
