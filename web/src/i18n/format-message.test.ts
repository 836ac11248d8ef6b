import { setupI18n } from '@lingui/core';
import { INTL_LOCALE } from '@store/domain';
import { describe, expect, it } from 'vitest';
import { AR_CATALOGUE, EN_CATALOGUE } from './catalogue-sources.ts';
import { compileCatalogue } from './compile-catalogue.ts';
import { formatMessage } from './format-message.ts';

type Token = string | [string, string?, Record<string, unknown>?];

/** Every placeholder of a compiled message, with the case keys of its selects. */
function placeholders(tokens: unknown, found = new Map<string, { type?: string; cases: string[] }>()) {
  if (!Array.isArray(tokens)) return found;
  for (const token of tokens as Token[]) {
    if (typeof token === 'string') continue;
    const [name, type, format] = token;
    const entry = found.get(name) ?? { type, cases: [] };
    if (type && !entry.type) entry.type = type;
    found.set(name, entry);
    if (format && typeof format === 'object') {
      for (const [key, value] of Object.entries(format)) {
        if (type === 'select') entry.cases.push(key);
        placeholders(value, found);
      }
    }
  }
  return found;
}

describe('formatMessage', () => {
  for (const [locale, source] of [
    ['en', EN_CATALOGUE],
    ['ar', AR_CATALOGUE],
  ] as const) {
    it(`writes every ${locale} message as Lingui's runtime does, for counts from 0 to 1,234`, () => {
      const compiled = compileCatalogue(source);
      const lingui = setupI18n({ locale, locales: [INTL_LOCALE[locale]], messages: { [locale]: compiled } });
      let compared = 0;
      for (const [id, message] of Object.entries(compiled)) {
        const names = placeholders(message);
        const selects = [...names].filter(([, { type }]) => type === 'select');
        const choices = selects.length > 0 ? selects[0]![1].cases : [undefined];
        for (const n of [0, 1, 2, 3, 11, 100, 1234]) {
          for (const choice of choices) {
            const values: Record<string, unknown> = {};
            for (const [name, { type }] of names) values[name] = type === 'select' ? choice : type ? n : `«${name}»`;
            expect(formatMessage(message, values, INTL_LOCALE[locale]), id).toBe(lingui._(id, values));
            compared++;
          }
        }
      }
      expect(compared).toBeGreaterThan(Object.keys(compiled).length * 7 - 1);
    });
  }

  it('writes a plural count as it is, and a number through Intl', () => {
    const message = compileCatalogue({
      a: '{n, plural, one {# item} other {# items}}',
      b: 'at most {max, number}',
    });
    expect(formatMessage(message.a!, { n: 1234 }, 'en-AE')).toBe('1234 items');
    expect(formatMessage(message.a!, { n: 1 }, 'en-AE')).toBe('1 item');
    expect(formatMessage(message.b!, { max: 2000 }, 'en-AE')).toBe('at most 2,000');
  });

  it('leaves out a missing value and keeps an unknown message id as it is', () => {
    const message = compileCatalogue({ a: 'Hello {name}!' });
    expect(formatMessage(message.a!, {}, 'en-AE')).toBe('Hello !');
    expect(formatMessage('unknown.id', undefined, 'en-AE')).toBe('unknown.id');
  });
});
