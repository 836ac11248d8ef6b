import { CONTENT_PAGES } from '@store/domain/page-texts';
import { describe, expect, it } from 'vitest';
import { CONTENT_PAGE_LIST, contentPageOfSlug } from './content-pages.ts';
import { changedTexts, differsFromShop, keepHint, pageTextsValues } from './page-text-rules.ts';

const text = (key: string, english: string, arabic: string, shipped = { english, arabic }) => ({
  key,
  english,
  arabic,
  shippedEnglish: shipped.english,
  shippedArabic: shipped.arabic,
});

const hinted = (values: string[], tags: string[], shippedEnglish: string, shippedArabic = shippedEnglish) => ({
  values,
  tags,
  shippedEnglish,
  shippedArabic,
});

const WINDOW = text('faq.returns.window.a', 'Return within {days} days.', 'أرجع خلال {days} يومًا.');
const COST = text('faq.refunds.cost.a', 'Returns are free.', '', { english: 'Returns are free.', arabic: 'مجاني.' });
const TEXTS = [WINDOW, COST];

describe('saving a page', () => {
  it('sends nothing when no text changed, whatever the spacing typed', () => {
    expect(changedTexts(TEXTS, pageTextsValues(TEXTS))).toEqual([]);
    const spaced = { texts: [{ english: ' Return within  {days}\ndays.\n', arabic: WINDOW.arabic }, COST] };
    expect(changedTexts(TEXTS, spaced)).toEqual([]);
  });

  it('sends only the texts that changed, each once, as the shop saves them', () => {
    const values = { texts: [{ english: 'Return  within {days} days, free.\n', arabic: '' }, { ...COST }] };
    expect(changedTexts(TEXTS, values)).toEqual([
      { key: WINDOW.key, english: 'Return within {days} days, free.', arabic: '' },
    ]);
  });

  it('sends a cleared field as empty (final-form drops it), so a cleared Arabic is sent as missing', () => {
    const values = { texts: [{ english: WINDOW.english }, { english: COST.english, arabic: 'مجاني.' }] };
    expect(changedTexts(TEXTS, values)).toEqual([
      { key: WINDOW.key, english: WINDOW.english, arabic: '' },
      { key: COST.key, english: COST.english, arabic: 'مجاني.' },
    ]);
  });
});

describe('the Edited mark', () => {
  it("shows while either language differs from the shop's own wording, spacing aside", () => {
    expect(differsFromShop(WINDOW, { english: `${WINDOW.english} `, arabic: WINDOW.arabic })).toBe(false);
    expect(differsFromShop(WINDOW, { english: 'Other words {days}.', arabic: WINDOW.arabic })).toBe(true);
    expect(differsFromShop(COST, { english: COST.english })).toBe(true);
    expect(differsFromShop(COST, { english: COST.english, arabic: 'مجاني.' })).toBe(false);
  });
});

describe('what a text must keep', () => {
  it('names its values and tags as they are written', () => {
    expect(keepHint(hinted(['days'], [], 'Within {days} days.'))).toBe('Keep {days}.');
    expect(keepHint(hinted(['hours'], ['email'], 'E-mail <email/> within {hours} hours.'))).toBe(
      'Keep {hours} and <email/>.',
    );
    expect(keepHint(hinted([], ['orders'], 'Open <orders>My Orders</orders>.'))).toBe('Keep <orders>…</orders>.');
  });

  it("names for the Arabic what the shop's Arabic keeps, which may word a value itself", () => {
    const payment = hinted(['payment'], [], 'We take {payment} only.', 'نقبل الدفع نقدًا عند الاستلام فقط.');
    expect(keepHint(payment, 'en')).toBe('Keep {payment}.');
    expect(keepHint(payment, 'ar')).toBeUndefined();
    const window = hinted(
      ['days'],
      ['policy'],
      'Within {days} days. See our <policy>policy</policy>.',
      'خلال {days, plural, one {يوم واحد} other {{days} يوم}}. راجع <policy>السياسة</policy>.',
    );
    expect(keepHint(window, 'ar')).toBe('Keep {days} and <policy>…</policy>.');
  });

  it('says nothing for a text with neither', () => {
    expect(keepHint(hinted([], [], 'How do I pay?'))).toBeUndefined();
  });
});

describe('the pages', () => {
  it('lists every page the shop lets staff rewrite, each at an address of its own', () => {
    expect(CONTENT_PAGE_LIST.map((entry) => entry.page).sort()).toEqual(Object.keys(CONTENT_PAGES).sort());
    expect(new Set(CONTENT_PAGE_LIST.map((entry) => entry.slug)).size).toBe(CONTENT_PAGE_LIST.length);
    expect(contentPageOfSlug('FAQ')?.page).toBe('FAQ');
    expect(contentPageOfSlug('faq.returns')).toBeUndefined();
    expect(contentPageOfSlug(undefined)).toBeUndefined();
  });
});
