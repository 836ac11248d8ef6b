import type { Messages } from '@lingui/core';

/** A message as Lingui compiles it (compile-catalogue.ts): text, or text and placeholders. */
type CompiledMessage = Messages[string];
type Cases = Record<string, CompiledMessage> & { offset?: number };

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function rulesOf(intlLocale: string, type: 'cardinal' | 'ordinal'): Intl.PluralRules {
  const key = `${intlLocale} ${type}`;
  let rules = pluralRules.get(key);
  if (!rules) pluralRules.set(key, (rules = new Intl.PluralRules(intlLocale, { type })));
  return rules;
}

function numberFormatOf(intlLocale: string): Intl.NumberFormat {
  let format = numberFormats.get(intlLocale);
  if (!format) numberFormats.set(intlLocale, (format = new Intl.NumberFormat(intlLocale)));
  return format;
}

/**
 * A compiled message with its values put in, as Lingui's runtime writes it, except that a plural's count is
 * written as it is: Lingui writes every plural's value through Intl.NumberFormat, whose first use on a page is a
 * long task on a slow phone (15–40 ms on a fast machine's Chromium, inside hydration). `{n, number}` still goes
 * through Intl.NumberFormat (built on first use).
 */
export function formatMessage(
  message: CompiledMessage,
  values: Record<string, unknown> | undefined,
  intlLocale: string,
): string {
  const write = (tokens: CompiledMessage, count?: number): string => {
    if (typeof tokens === 'string') return tokens;
    let text = '';
    for (const token of tokens) {
      if (typeof token === 'string') {
        text += token === '#' && count !== undefined ? String(count) : token;
        continue;
      }
      const [name, type, format] = token as [string, string?, unknown?];
      const value = values?.[name];
      if (type === 'plural' || type === 'selectordinal') {
        const cases = format as Cases;
        const offset = cases.offset ?? 0;
        const n = Number(value);
        const rule = rulesOf(intlLocale, type === 'plural' ? 'cardinal' : 'ordinal').select(n - offset);
        text += write(cases[String(n)] ?? cases[rule] ?? cases.other ?? '', n - offset);
      } else if (type === 'select') {
        const cases = format as Cases;
        const key = String(value);
        text += write(Object.prototype.hasOwnProperty.call(cases, key) ? cases[key]! : (cases.other ?? ''), count);
      } else if (type === 'number') {
        text += value == null ? '' : numberFormatOf(intlLocale).format(Number(value));
      } else if (value != null) {
        text += String(value);
      }
    }
    return text;
  };
  return write(message);
}
