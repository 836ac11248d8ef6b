import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { compileCatalogue } from './src/i18n/compile-catalogue.ts';

const PREFIX = 'virtual:catalogue/';
const CATALOGUES = fileURLToPath(new URL('./src/i18n/catalogues/', import.meta.url));
/** The shipped wording of the texts staff may rewrite (About, FAQ, policies): the domain's, read by the backend too. */
const PAGE_TEXTS = fileURLToPath(new URL('../domain/src/page-texts/', import.meta.url));

/**
 * `import messages from 'virtual:catalogue/ar'`: the area files in src/i18n/catalogues/ar/ and the page texts' wording
 * (domain/src/page-texts/ar.json), merged and compiled at build time by Lingui's compiler, so neither the browser nor
 * the server parses ICU messages.
 */
export function compiledCatalogues(): Plugin {
  return {
    name: 'compiled-catalogues',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : null),
    async load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const locale = id.slice(PREFIX.length + 1);
      if (!/^[a-z]{2}$/.test(locale)) throw new Error(`no catalogue ${locale}`);
      const folder = `${CATALOGUES}${locale}/`;
      this.addWatchFile(folder);
      const files = (await readdir(folder))
        .filter((name) => name.endsWith('.json'))
        .sort()
        .map((name) => folder + name);
      files.push(`${PAGE_TEXTS}${locale}.json`);
      const source: Record<string, string> = {};
      for (const name of files) {
        this.addWatchFile(name);
        const area = JSON.parse(await readFile(name, 'utf8')) as Record<string, string>;
        for (const [id, message] of Object.entries(area)) {
          if (id in source) throw new Error(`catalogue ${locale}: ${id} is in two files (${name})`);
          source[id] = message;
        }
      }
      return `export default ${JSON.stringify(compileCatalogue(source))};`;
    },
  };
}
