import { readdirSync, readFileSync } from 'node:fs';
import { sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every component of the shop takes its texts from the catalogues (issue 21): none may write a user-facing text
 * inline. The back office stays in English (the issue allows it) and is left out.
 */
const SHOP_COMPONENTS = readdirSync(new URL('../', import.meta.url), { recursive: true, encoding: 'utf8' })
  .map((file) => file.split(sep).join('/'))
  .filter((file) => file.endsWith('.tsx') && !file.startsWith('admin/') && !file.includes('.test.'))
  .sort();

/** Text between JSX tags (a tag's end is no arrow's `=>`, a type argument `Form<Values>` no tag), and text in the attributes a person reads or hears. */
const INLINE_TEXT = [
  /(?<![\w$.])<\/?[a-zA-Z](?:[^<>]|=>)*(?<!=)>\s*([A-Za-z][^<>{}]*?)\s*(?=[<{])/g,
  /\b(?:aria-label|title|placeholder|alt|label)="([^"]*[A-Za-z][^"]*)"/g,
];

const COMMENTS = /\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm;

/** The inline texts of a component's source, its comments left out. */
function inlineTexts(source: string): string[] {
  const code = source.replace(COMMENTS, '');
  return INLINE_TEXT.flatMap((pattern) => [...code.matchAll(pattern)].map((match) => match[1]!.trim()));
}

describe('user-facing text', () => {
  it('is found when a component writes it inline', () => {
    expect(inlineTexts('<p className="x">Hello, {name}</p>')).toEqual(['Hello,']);
    expect(inlineTexts('<label><input onChange={(e) => go(e)} />\n  Sale only\n</label>')).toEqual(['Sale only']);
    expect(inlineTexts('<button aria-label="Close" onClick={close}>')).toEqual(['Close']);
    expect(inlineTexts('<p>{t(\'a\')}</p><img alt="" />')).toEqual([]);
    expect(inlineTexts("/** A <dialog> element. */\n<b onClick={() => open()}>{t('a')}</b>")).toEqual([]);
    expect(inlineTexts('<Field<string>\n  name="emirate"\n  render={() => null} />')).toEqual([]);
    // A component's type argument is no tag: <Form<Values> onSubmit={…}> holds no text.
    expect(inlineTexts('<Form<LoginValues> onSubmit={onSubmit}>{render}</Form>')).toEqual([]);
  });

  it('is looked for in every component of the shop', () => {
    expect(SHOP_COMPONENTS.length).toBeGreaterThan(120);
    expect(SHOP_COMPONENTS).toContain('features/home/special-offer.tsx');
  });

  it.each(SHOP_COMPONENTS)('comes from the catalogues in %s', (file) => {
    const source = readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');
    expect(inlineTexts(source)).toEqual([]);
  });
});
