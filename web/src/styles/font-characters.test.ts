import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { FONT_CHARACTERS, SYSTEM_SCRIPTS, SYSTEM_SYMBOLS } from './font-characters.ts';

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
  ];
}

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
        if (known.has(character) || SYSTEM_SCRIPTS.test(character) || missing.has(character)) continue;
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
