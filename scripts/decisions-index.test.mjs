import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** docs/decisions.md opens with an index by area: every entry is in it once, and every link leads to an entry. */
const text = readFileSync(new URL('../docs/decisions.md', import.meta.url), 'utf8');
const [, index = '', entries = ''] = /^## Index\n([\s\S]*?)\n(## [\s\S]*)$/m.exec(text) ?? [];

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function anchors(headings) {
  const seen = new Map();
  return headings.map((heading) => {
    const slug = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\- _]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    return count === 0 ? slug : `${slug}-${count}`;
  });
}

describe('the index of docs/decisions.md', () => {
  const headings = [...entries.matchAll(/^## (.+)$/gm)].map((match) => match[1]);
  const links = [...index.matchAll(/\]\(#([^)]+)\)/g)].map((match) => match[1]);

  it('lists every decision once', () => {
    expect(headings.length).toBeGreaterThan(100);
    const missing = anchors(headings).filter((anchor) => !links.includes(anchor));
    expect(missing, 'entries missing from the index: add each to its area').toEqual([]);
    expect(links.length).toBe(new Set(links).size);
  });

  it('links only to decisions that exist', () => {
    const known = new Set(anchors(headings));
    expect(links.filter((link) => !known.has(link))).toEqual([]);
  });
});
