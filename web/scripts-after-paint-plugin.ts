import type { Plugin } from 'vite';
import { EARLY_TAPS_SCRIPT } from './early-taps.ts';

/**
 * What the page runs in place of the built module script: once the page has painted, it imports the entry's
 * modules, one per task in quick succession, so that they download side by side and each is run as it arrives,
 * instead of all of them in one long task when the entry is run (and without modulepreload links, which cost the
 * page's main thread a style pass each while it is still loading). Plain JavaScript, written to the build as it is.
 */
const BOOT_SCRIPT = `const modules = [...document.querySelectorAll('meta[name="app-module"]')].map((meta) => meta.content);
// One import per task: starting a module's fetch costs the main thread several milliseconds (more with DevTools
// open, which notes each request's initiator), and four in one task made a long one on a phone.
function start(index = 0) {
  const href = modules[index];
  // The entry's own import reports a failure; the others' would only repeat it.
  if (index === 0) import(href);
  else import(href).catch(() => {});
  if (index + 1 < modules.length) setTimeout(() => start(index + 1));
}
// After the next paint; a page opened in a background tab paints nothing until shown, so it starts at once.
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(() => start()));
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
export function scriptsAfterFirstPaint(): Plugin[] {
  return [lazyChunksPreloadNothing(), bootScriptInPage()];
}

/**
 * A lazy chunk preloads nothing: its own imports fetch what it needs when it loads. Vite's preload helper appended a
 * modulepreload link per dependency of each lazy chunk, and on a phone's first visit to home those 27 links were one
 * task of 74 ms at 1× CPU (almost all of it in appendChild), for chunks that load after the page is live anyway.
 * The page's own list (hostType html) stays whole: the boot script imports it.
 */
function lazyChunksPreloadNothing(): Plugin {
  return {
    name: 'store-lazy-chunks-preload-nothing',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    config: () => ({
      build: {
        modulePreload: {
          // Every browser the store supports has modulepreload.
          polyfill: false,
          resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
        },
      },
    }),
  };
}

/** Writes the boot script and the entry's module list into the built index.html. */
function bootScriptInPage(): Plugin {
  return {
    name: 'store-boot-script-in-page',
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
