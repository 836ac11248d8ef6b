import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ARABIC_FONT_CHARACTERS, FONT_CHARACTERS, SYSTEM_SCRIPTS, SYSTEM_SYMBOLS } from './font-characters.ts';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Every source file whose texts reach a page: the storefront and back office, the domain's messages, the seed. */
function sourceFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === '__generated__' ? [] : walk(path);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
    });
  return [
    ...walk(join(repoRoot, 'web/src')),
    ...walk(join(repoRoot, 'domain/src')),
    join(repoRoot, 'backend/seed/catalogue.ts'),
    join(repoRoot, 'backend/seed/catalogue-ar.ts'),
  ];
}

// eslint-disable-next-line no-control-regex -- control characters are what it finds
const NEVER_DRAWN = /[\u0000-\u001f\ue000-\uf8ff]/;

/** The characters of a file's string literals, template texts and JSX texts (not its comments). */
function textCharacters(path: string): Set<string> {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, false);
  const characters = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node) || ts.isJsxText(node)) {
      for (const character of node.text) characters.add(character);
    }
    node.forEachChild(visit);
  };
  visit(source);
  return characters;
}

describe('the characters the store cuts its fonts to', () => {
  it('hold every character its texts use, or say that the system draws it', () => {
    const known = new Set([...FONT_CHARACTERS, ...SYSTEM_SYMBOLS, '\n', '\t']);
    const missing = new Map<string, string>();
    for (const path of sourceFiles()) {
      for (const character of textCharacters(path)) {
        // A control or private-use character (a placeholder no text shows) is never drawn.
        if (
          NEVER_DRAWN.test(character) ||
          known.has(character) ||
          SYSTEM_SCRIPTS.test(character) ||
          missing.has(character)
        )
          continue;
        missing.set(character, path.slice(repoRoot.length));
      }
    }
    expect(Object.fromEntries(missing)).toEqual({});
    // It parses every source file of the web client and the domain: seconds on a busy machine.
  }, 30_000);

  it('are printable ASCII and a short list of others, so the files stay small', () => {
    for (const character of 'AED 1,079.00 – Size: XL · Qty × 2') expect(FONT_CHARACTERS).toContain(character);
    expect(FONT_CHARACTERS.length).toBeLessThan(120);
  });
});

/** The Arabic texts of the shop: the Arabic catalogue's messages, and every Arabic text of the sources. */
function arabicCharacters(): Map<string, string> {
  const found = new Map<string, string>();
  const add = (text: string, where: string) => {
    for (const character of text)
      if (SYSTEM_SCRIPTS.test(character) && !found.has(character)) found.set(character, where);
  };
  const catalogues = 'web/src/i18n/catalogues/ar/';
  for (const file of readdirSync(join(repoRoot, catalogues)))
    add(readFileSync(join(repoRoot, catalogues, file), 'utf8'), catalogues + file);
  const pageTexts = 'domain/src/page-texts/ar.json';
  add(readFileSync(join(repoRoot, pageTexts), 'utf8'), pageTexts);
  for (const path of sourceFiles())
    for (const character of textCharacters(path)) add(character, path.slice(repoRoot.length));
  return found;
}

describe('the characters the Arabic face is cut to', () => {
  it('hold every Arabic character of the Arabic catalogue and the Arabic content', () => {
    const missing = [...arabicCharacters()].filter(([character]) => !ARABIC_FONT_CHARACTERS.includes(character));
    expect(Object.fromEntries(missing)).toEqual({});
  }, 30_000);

  it("are the Arabic face's unicode-range in fonts.css, so that no other character asks for the face", () => {
    const css = readFileSync(fileURLToPath(new URL('./fonts.css', import.meta.url)), 'utf8');
    const ranges = [...css.matchAll(/font-family: 'IBM Plex Sans Arabic';[^}]*unicode-range: ([^;]+);/g)];
    expect(ranges).toHaveLength(2);
    for (const [, range] of ranges) {
      const covered = range!.split(/,\s*/).flatMap((part) => {
        const [from, to = from] = part
          .replace('U+', '')
          .split('-')
          .map((hex) => parseInt(hex!, 16));
        return Array.from({ length: to! - from! + 1 }, (_, index) => String.fromCharCode(from! + index));
      });
      expect(covered.join('')).toBe([...ARABIC_FONT_CHARACTERS].sort().join(''));
    }
  });

  it('are the Arabic alphabet, without the Arabic-Indic digits the shop does not use', () => {
    for (const letter of 'ءابتثجحخدذرزسشصضطظعغفقكلمنهوي،؟') expect(ARABIC_FONT_CHARACTERS).toContain(letter);
    expect(ARABIC_FONT_CHARACTERS).not.toMatch(/[\u0660-\u0669]/);
    expect(ARABIC_FONT_CHARACTERS.length).toBeLessThan(60);
  });
});
