import { beforeEach, describe, expect, it } from 'vitest';
import { PAGE_TEXT_MAX_LENGTH, pageTextKeys, SHIPPED_PAGE_TEXTS } from '@store/domain/page-texts';
import { useTestBackend } from '../../testing/test-backend.ts';
import { auditRows, send, STAFF, STAFF_EMAIL } from '../orders/admin-orders.fixtures.ts';
import type { AdminPageText, ShopPageText } from './page-texts.service.ts';

const api = useTestBackend();
const db = () => api.backend.db.db;
const put = (body: unknown, headers: Record<string, string> = STAFF) =>
  send(api, 'PUT', '/admin-api/page-texts', body, headers);
const faq = () => api.getJson<AdminPageText[]>('/admin-api/page-texts?page=FAQ');
const text = (texts: AdminPageText[], key: string) => texts.find((item) => item.key === key)!;
const version = async () => (await api.getJson<{ version: number }>('/images/catalogue-version/')).version;

const WINDOW = 'faq.returns.window.a';
const START = 'faq.returns.start.a';

describe('page texts', () => {
  beforeEach(async () => {
    await db().deleteFrom('page_texts').execute();
  });

  it("start as the shop's own wording, naming the values and tags each must keep", async () => {
    const texts = await faq();
    expect(texts.map((item) => item.key)).toEqual(pageTextKeys('FAQ'));
    expect(text(texts, WINDOW)).toMatchObject({
      english: SHIPPED_PAGE_TEXTS.en[WINDOW],
      arabic: SHIPPED_PAGE_TEXTS.ar[WINDOW],
      edited: false,
      arabicMissing: false,
      values: ['days'],
      tags: [],
      updatedBy: null,
    });
    expect(text(texts, START)).toMatchObject({ values: ['hours'], tags: ['email'] });
    expect(await api.getJson('/images/page-texts/')).toEqual([]);
  });

  it('save both languages, audited, and reach the shop compiled, moving the catalogue version', async () => {
    const before = await version();
    const english = 'Return any item within {days} days of delivery: returns are free.';
    const arabic =
      'أعد أي منتج خلال {days, plural, zero {# يوم} one {يوم واحد} two {يومين} few {# أيام} many {# يومًا} other {# يوم}} من الاستلام.';
    const response = await put({ page: 'FAQ', texts: [{ key: WINDOW, english: `  ${english}\n`, arabic }] });
    expect(response.status).toBe(200);
    const saved = text((await response.json()) as AdminPageText[], WINDOW);
    expect(saved).toMatchObject({ english, arabic, edited: true, arabicMissing: false, updatedBy: STAFF_EMAIL });
    expect(text(await faq(), WINDOW)).toMatchObject({ english, arabic, edited: true });

    const shop = await api.getJson<ShopPageText[]>('/images/page-texts/');
    expect(shop).toEqual([
      {
        key: WINDOW,
        en: ['Return any item within ', ['days'], ' days of delivery: returns are free.'],
        ar: ['أعد أي منتج خلال ', ['days', 'plural', expect.objectContaining({ one: ['يوم واحد'] })], ' من الاستلام.'],
      },
    ]);
    expect(await version()).not.toBe(before);
    const [audit] = await auditRows(db(), 'FAQ');
    expect(audit).toMatchObject({ actor: STAFF_EMAIL, action: 'pageTexts.update' });
    expect(JSON.parse(audit!.detail).changes[WINDOW].to).toEqual({ english, arabic });
  });

  it('keep an empty Arabic as missing, so the Arabic page shows the English', async () => {
    const english = 'Returns are free within {days} days.';
    expect((await put({ page: 'FAQ', texts: [{ key: WINDOW, english, arabic: ' ' }] })).status).toBe(200);
    expect(text(await faq(), WINDOW)).toMatchObject({ english, arabic: '', arabicMissing: true });
    const [shop] = await api.getJson<ShopPageText[]>('/images/page-texts/');
    expect(shop).toMatchObject({ key: WINDOW, ar: null });
  });

  it("follow the shop's wording again once a text is saved as it, dropping the row", async () => {
    const own = { english: SHIPPED_PAGE_TEXTS.en[WINDOW]!, arabic: SHIPPED_PAGE_TEXTS.ar[WINDOW]! };
    await put({ page: 'FAQ', texts: [{ key: WINDOW, english: 'Within {days} days.', arabic: own.arabic }] });
    // Only the English was rewritten: the Arabic still follows the shop's wording.
    const row = await db().selectFrom('page_texts').selectAll().where('key', '=', WINDOW).executeTakeFirstOrThrow();
    expect(row.text_ar).toBeNull();
    expect((await put({ page: 'FAQ', texts: [{ key: WINDOW, ...own }] })).status).toBe(200);
    expect(await db().selectFrom('page_texts').selectAll().execute()).toEqual([]);
    expect(text(await faq(), WINDOW)).toMatchObject({ ...own, edited: false });
    // Saving what is already there changes nothing and records nothing.
    const audits = (await auditRows(db(), 'FAQ')).length;
    expect((await put({ page: 'FAQ', texts: [{ key: WINDOW, ...own }] })).status).toBe(200);
    expect(await auditRows(db(), 'FAQ')).toHaveLength(audits);
  });

  it('take a whole page of long texts in one save, beyond the usual body limit', async () => {
    const texts = pageTextKeys('FAQ').map((key) => ({
      key,
      english: `${SHIPPED_PAGE_TEXTS.en[key]} ${'More. '.repeat(400)}`.trim(),
      arabic: `${SHIPPED_PAGE_TEXTS.ar[key]} ${'المزيد. '.repeat(400)}`.trim(),
    }));
    expect(JSON.stringify({ page: 'FAQ', texts }).length).toBeGreaterThan(64 * 1024);
    const response = await put({ page: 'FAQ', texts });
    expect(response.status).toBe(200);
    expect((await faq()).every((item) => item.edited)).toBe(true);
  });

  it('refuse a bad save with 400 and a message, saving nothing of it', async () => {
    const own = (key: string) => ({ key, english: SHIPPED_PAGE_TEXTS.en[key]!, arabic: SHIPPED_PAGE_TEXTS.ar[key]! });
    const good = { key: 'faq.buy.pay.a', english: 'Cash only.', arabic: 'نقدًا فقط.' };
    const cases: [unknown, RegExp][] = [
      [{ page: 'BLOG', texts: [good] }, /Name the page/],
      [{ page: 'FAQ', texts: [] }, /at least one text/],
      [{ page: 'FAQ', texts: 'all' }, /at least one text/],
      [{ page: 'FAQ', texts: [good, { ...own('terms.ip.text') }] }, /terms\.ip\.text is not a text of this page/],
      [{ page: 'FAQ', texts: [good, { key: '__proto__', english: 'x', arabic: '' }] }, /not a text of this page/],
      [{ page: 'FAQ', texts: [good, good] }, /sent twice/],
      [{ page: 'FAQ', texts: Array.from({ length: 500 }, () => good) }, /send each at most once/],
      [{ page: 'FAQ', texts: [{ key: good.key, english: 'x' }] }, /both the English and the Arabic/],
      [{ page: 'FAQ', texts: [{ ...good, english: '   ' }] }, /English text of faq\.buy\.pay\.a is empty/],
      [{ page: 'FAQ', texts: [{ ...good, english: 'Cash \u0007only.' }] }, /control character/],
      [{ page: 'FAQ', texts: [{ ...good, arabic: 'نقدًا \u0000فقط.' }] }, /NUL/],
      [{ page: 'FAQ', texts: [{ ...good, english: 'x'.repeat(PAGE_TEXT_MAX_LENGTH + 1) }] }, /too long/],
      [{ page: 'FAQ', texts: [{ ...good, arabic: 'نقدًا {فقط' }] }, /Arabic text .* not a valid message/],
      // The return window is the shop's figure: a text may not write it out, or drop it.
      [{ page: 'FAQ', texts: [{ ...own(WINDOW), english: 'Return within 7 days.' }] }, /must keep \{days\}/],
      [{ page: 'FAQ', texts: [{ ...own(WINDOW), arabic: 'خلال ٧ أيام.' }] }, /Arabic text .* must keep \{days\}/],
      [{ page: 'FAQ', texts: [{ ...good, english: 'Pay {price} cash.' }] }, /cannot use \{price\}/],
      [{ page: 'FAQ', texts: [{ ...own(START), english: 'Write to us within {hours} hours.' }] }, /tag <email>/],
      [{ page: 'FAQ', texts: [{ ...good, english: 'Pay <script>cash</script>.' }] }, /cannot use the tag <script>/],
    ];
    for (const [body, message] of cases) {
      const response = await put(body);
      expect(response.status, String(message)).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(message);
    }
    // The good text sent beside a bad one was not saved either.
    expect(await db().selectFrom('page_texts').selectAll().execute()).toEqual([]);
    expect((await put({ page: 'FAQ', texts: [good] }, {})).status).toBe(400);
    expect((await api.get('/admin-api/page-texts?page=blog')).status).toBe(400);
    expect((await api.get('/admin-api/page-texts?page[]=FAQ')).status).toBe(400);
  });

  it('keep one row per text when staff save the same text at once', async () => {
    const saves = Array.from({ length: 8 }, (_, n) =>
      put({ page: 'FAQ', texts: [{ key: WINDOW, english: `Save ${n}: {days} days.`, arabic: '' }] }),
    );
    expect((await Promise.all(saves)).map((response) => response.status)).toEqual(Array(8).fill(200));
    const rows = await db().selectFrom('page_texts').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.text_en).toMatch(/^Save \d: \{days\} days\.$/);
    expect(text(await faq(), WINDOW).english).toBe(rows[0]!.text_en);
  });
});
