import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import { pageTextAsSaved, type Locale } from '@store/domain';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import {
  CONTENT_PAGES,
  isContentPage,
  PAGE_TEXT_MAX_LENGTH,
  pageOfText,
  pageTextKeys,
  pageTextTags,
  SHIPPED_PAGE_TEXTS,
  type ContentPage,
} from '@store/domain/page-texts';

/** One text as staff send it: the key's English and Arabic ('' for no Arabic). */
export interface PageTextEdit {
  key: string;
  english: string;
  arabic: string;
}

export type PageTextsCheck = { ok: true; page: ContentPage; texts: PageTextEdit[] } | { ok: false; message: string };

/** The values of an ICU message (`{days}`, `{count, plural, …}`), at any depth. */
function valuesOf(compiled: CompiledMessage): Set<string> {
  const values = new Set<string>();
  const walk = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [name, , cases] = token;
      values.add(name);
      if (cases && typeof cases === 'object')
        for (const branch of Object.values(cases)) if (Array.isArray(branch)) walk(branch as CompiledMessage);
    }
  };
  walk(compiled);
  return values;
}

/** The ICU message compiled, or null when it is not one. */
function compiled(text: string): CompiledMessage | null {
  try {
    return compileMessageOrThrow(text);
  } catch {
    return null;
  }
}

interface KeyShape {
  values: string[];
  tags: string[];
}

/** The shop's wording ships with the code: each key's shape is compiled once per process, not on every read. */
const shapes = new Map<string, KeyShape>();

/**
 * What a key's text in `language` must keep: the values and tags of the shop's own wording in that language (the
 * Arabic may word a value the page writes in English, as "{payment}", itself). The page gives both languages the
 * same values, so either may use any of the English wording's.
 */
export function shapeOfKey(key: string, language: Locale = 'en'): KeyShape {
  const cacheKey = `${language}:${key}`;
  let shape = shapes.get(cacheKey);
  if (!shape) {
    const shipped = SHIPPED_PAGE_TEXTS[language][key] ?? '';
    shape = { values: [...valuesOf(compiled(shipped) ?? [])].sort(), tags: [...pageTextTags(shipped)].sort() };
    shapes.set(cacheKey, shape);
  }
  return { values: [...shape.values], tags: [...shape.tags] };
}

const list = (names: Iterable<string>, wrap: (name: string) => string) => [...names].map(wrap).join(', ') || 'none';

/** Why one language's text of `key` cannot be saved, or null when it can. */
function textProblem(key: string, locale: Locale, text: string): string | null {
  const language = locale === 'en' ? 'English' : 'Arabic';
  if (text.length > PAGE_TEXT_MAX_LENGTH)
    return `The ${language} text of ${key} is too long (at most ${PAGE_TEXT_MAX_LENGTH} characters).`;
  const message = compiled(text);
  if (!message) return `The ${language} text of ${key} is not a valid message: check its { } braces.`;
  const shape = shapeOfKey(key);
  const kept = shapeOfKey(key, locale);
  const values = valuesOf(message);
  const tags = pageTextTags(text);
  const missingValue = kept.values.find((name) => !values.has(name));
  if (missingValue)
    return `The ${language} text of ${key} must keep {${missingValue}}: the page writes the shop's figure there.`;
  const extraValue = [...values].find((name) => !shape.values.includes(name));
  if (extraValue)
    return `The ${language} text of ${key} cannot use {${extraValue}} (it may use ${list(shape.values, (name) => `{${name}}`)}).`;
  const missingTag = kept.tags.find((name) => !tags.has(name));
  if (missingTag)
    return `The ${language} text of ${key} must keep the tag <${missingTag}>: the page puts a link there.`;
  const extraTag = [...tags].find((name) => !shape.tags.includes(name));
  if (extraTag)
    return `The ${language} text of ${key} cannot use the tag <${extraTag}> (it may use ${list(shape.tags, (name) => `<${name}>`)}).`;
  return null;
}

/**
 * A page's texts to save, checked: each key the page's and once, English not empty, each text an ICU message of at
 * most PAGE_TEXT_MAX_LENGTH characters keeping the values and tags of the shop's own wording and using no other, so
 * that the page still writes the shop's figures (return window, refund days) and links where the text says.
 */
export function checkPageTexts(body: Record<string, unknown>): PageTextsCheck {
  const page = body.page;
  if (!isContentPage(page))
    return { ok: false, message: `Name the page: one of ${Object.keys(CONTENT_PAGES).join(', ')}.` };
  const contentPage = page;
  const raw = body.texts;
  const limit = pageTextKeys(contentPage).length;
  if (!Array.isArray(raw) || raw.length === 0) return { ok: false, message: 'Send at least one text to save.' };
  if (raw.length > limit) return { ok: false, message: `The page has ${limit} texts: send each at most once.` };
  const texts: PageTextEdit[] = [];
  const seen = new Set<string>();
  for (const item of raw) {
    const edit = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    const key = typeof edit.key === 'string' ? edit.key : '';
    if (pageOfText(key) !== contentPage)
      return { ok: false, message: `${key.slice(0, 80) || 'A text'} is not a text of this page.` };
    if (seen.has(key)) return { ok: false, message: `${key} is sent twice.` };
    seen.add(key);
    if (typeof edit.english !== 'string' || typeof edit.arabic !== 'string')
      return { ok: false, message: `Send both the English and the Arabic text of ${key} (the Arabic may be empty).` };
    const english = pageTextAsSaved(edit.english);
    const arabic = pageTextAsSaved(edit.arabic);
    if (/\p{Cc}/u.test(english + arabic)) return { ok: false, message: `The text of ${key} has a control character.` };
    if (english === '') return { ok: false, message: `The English text of ${key} is empty.` };
    const problem = textProblem(key, 'en', english) ?? (arabic ? textProblem(key, 'ar', arabic) : null);
    if (problem) return { ok: false, message: problem };
    texts.push({ key, english, arabic });
  }
  return { ok: true, page: contentPage, texts };
}

/** The text compiled for the web client's message writer (the same form its build gives its own wording). */
export function compilePageText(text: string): CompiledMessage {
  return compiled(text) ?? [text];
}
