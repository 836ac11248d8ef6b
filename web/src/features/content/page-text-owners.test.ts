import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageOfText } from '@store/domain/page-texts';
import { describe, expect, it } from 'vitest';

const folder = fileURLToPath(new URL('.', import.meta.url));
const pageFiles = readdirSync(folder)
  .filter((name) => name.endsWith('.tsx'))
  .map((name) => ({ name, source: readFileSync(join(folder, name), 'utf8') }))
  .map(({ name, source }) => ({ name, source, page: /usePageTexts\('(\w+)'\)/.exec(source)?.[1] }))
  .filter((file): file is { name: string; source: string; page: string } => file.page !== undefined);

/**
 * Staff rewrite a page's texts on that page's screen in the back office: a content page that showed another page's
 * key would keep the shop's wording, or change when another page is edited. Each page shows its own keys only.
 */
describe('the editable texts each content page shows', () => {
  it('finds the pages that read texts staff may rewrite', () => {
    expect(pageFiles.map((file) => file.page).sort()).toEqual(
      expect.arrayContaining(['ABOUT', 'FAQ', 'PRIVACY', 'RETURNS', 'SHIPPING', 'TERMS']),
    );
  });

  it.each(pageFiles)('$name shows only the keys of $page', ({ source, page }) => {
    const keys = [...source.matchAll(/'([a-zA-Z]+\.[\w.]+)'/g)].map((match) => match[1] ?? '');
    const others = keys.filter((key) => pageOfText(key) !== null && pageOfText(key) !== page);
    expect(others).toEqual([]);
  });
});
