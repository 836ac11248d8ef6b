import type { Plugin } from 'vite';
import { EARLY_TAPS_SCRIPT } from './early-taps.ts';

/**
 * What the page runs in place of the built module script: once the page has painted, it preloads the entry's
 * modules and imports the entry. Plain JavaScript, as it is written to the build as it is.
 */
const BOOT_SCRIPT = `const modules = [...document.querySelectorAll('meta[name="app-module"]')].map((meta) => meta.content);
function start() {
  for (const href of modules.slice(1)) {
    const link = Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' });
    document.head.append(link);
  }
  import(modules[0]);
}
// After the next paint; a page opened in a background tab paints nothing until shown, so it starts at once.
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start));
else start();
`;

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * The page's scripts load after its first paint: the built index.html names the entry and its modules in
 * `<meta name="app-module">` tags, and a small boot script fetches them once the page has painted. On a slow
 * phone network the first paint then waits only for the HTML, the stylesheet and the fonts, instead of sharing
 * the line with 150 kB of scripts the paint does not need (the server already rendered the page).
 */
export function scriptsAfterFirstPaint(): Plugin {
  return {
    name: 'store-scripts-after-first-paint',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        if (page?.type !== 'asset') return;
        const html = String(page.source);
        const entry = ENTRY_SCRIPT.exec(html);
        if (!entry) return this.error('index.html has no module script to load after the first paint');
        const modules = [entry[1], ...[...html.matchAll(MODULE_PRELOAD)].map((match) => match[1])];
        const source = EARLY_TAPS_SCRIPT + BOOT_SCRIPT;
        const boot = this.getFileName(this.emitFile({ type: 'asset', name: 'boot.js', source }));
        const tags = [
          ...modules.map((href) => `<meta name="app-module" content="${href}">`),
          `<script type="module" src="/${boot}"></script>`,
        ];
        page.source = html.replace(MODULE_PRELOAD, '').replace(entry[0], () => tags.join('\n    '));
      },
    },
  };
}
