import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { compileCatalogue } from './src/i18n/compile-catalogue.ts';

const PREFIX = 'virtual:catalogue/';
const CATALOGUES = fileURLToPath(new URL('./src/i18n/catalogues/', import.meta.url));

/**
 * `import messages from 'virtual:catalogue/ar'`: src/i18n/catalogues/ar.json compiled at build time by Lingui's
 * compiler, so neither the browser nor the server parses ICU messages.
 */
export function compiledCatalogues(): Plugin {
  return {
    name: 'compiled-catalogues',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : null),
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const locale = id.slice(PREFIX.length + 1);
      if (!/^[a-z]{2}$/.test(locale)) throw new Error(`no catalogue ${locale}`);
      const file = `${CATALOGUES}${locale}.json`;
      this.addWatchFile(file);
      const source = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
      return `export default ${JSON.stringify(compileCatalogue(source))};`;
    },
  };
}
