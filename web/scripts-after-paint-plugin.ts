import type { Plugin } from 'vite';
import { entryChunksInRunOrder } from './entry-chunks.ts';
import { EARLY_TAPS_SCRIPT } from './early-taps.ts';
// By path, as early-taps.ts imports the domain: a plain constant, no browser code.
import { SERVER_STATE_ID } from './src/lib/server-state.ts';

/** How long the first screen's pictures may hold back the page's modules (see the boot script). */
const FIRST_PICTURES_WAIT_MS = 2_000;

/**
 * What the page runs in place of the built module script: once the page has painted, it fetches the entry's modules
 * side by side, then runs them one after another in the order they are listed (each one's imports before it, the
 * entry last), each in a task of its own, instead of all of them in the one long task that ran the entry (and
 * without modulepreload links, which cost the page's main thread a style pass each while it is still loading).
 * The fetches fill the HTTP cache (the files are hashed and kept a year), so each import finds its file there.
 * Plain JavaScript, written to the build as it is.
 */
const BOOT_SCRIPT = `const modules = [...document.querySelectorAll('meta[name="app-module"]')].map((meta) => meta.content);
// One request per task: starting a fetch costs the main thread several milliseconds (more with DevTools open, which
// notes each request's initiator), and four in one task made a long one on a phone.
function fetchAll(index = 0) {
  fetch(modules[index]).catch(() => {});
  if (index + 1 < modules.length) setTimeout(() => fetchAll(index + 1));
}
// The libraries and the app's modules run with no error stacks taken, put back once each has run. React DOM makes
// five errors as it starts, and with DevTools attached (Lighthouse, the end-to-end tests) V8 parses all of React DOM
// again to give their stacks line numbers: 8-12 ms of one task on this machine. A browser without DevTools takes no
// such note; the errors are React's own markers, caught inside it, never shown.
function withoutErrorStacks(run) {
  const limit = Error.stackTraceLimit;
  if (typeof limit !== 'number') return run();
  delete Error.stackTraceLimit;
  return run().finally(() => {
    Error.stackTraceLimit = limit;
  });
}
// A module is compiled and run when its import has all its files: importing the next only once the one before has
// run keeps each module's run in a task of its own.
function runAll(index = 0) {
  // The entry's own import (the last) starts the app and reports a failure; the others' would only repeat it.
  if (index + 1 === modules.length) return import(modules[index]);
  withoutErrorStacks(() => import(modules[index]))
    .catch(() => {})
    .finally(() => setTimeout(() => runAll(index + 1)));
}
// The first screen's pictures (loaded first, fetchpriority high) show before the modules run: run while a picture
// is still on its way, the app's start-up tasks stood between its arrival and its paint, which on a phone put the
// page's largest paint after them. The modules are fetched meanwhile; a picture that is slow, or fails, holds
// them back FIRST_PICTURES_WAIT_MS at most.
const FIRST_PICTURES_WAIT_MS = ${FIRST_PICTURES_WAIT_MS};
function afterFirstPictures(then) {
  const pictures = [...document.querySelectorAll('img[fetchpriority="high"]')];
  const shown = Promise.all(pictures.map((picture) => picture.decode().catch(() => {})));
  const waited = new Promise((resolve) => setTimeout(resolve, FIRST_PICTURES_WAIT_MS));
  Promise.race([shown, waited]).then(() => requestAnimationFrame(() => setTimeout(then)));
}
function start() {
  fetchAll();
  afterFirstPictures(runAll);
}
// Once the first paint has reached the screen (its paint entry is reported after it is shown; the frame after a
// requestAnimationFrame can come before, and fetches started then shared the line with the paint's pictures). A
// page the server did not render (the back office's shell, no server state) has nothing to paint before its
// scripts run, and starts after the next frame, as does a browser without paint entries; FIRST_PICTURES_WAIT_MS
// bounds the wait for one whose first paint is never reported.
function afterFirstPaint(then) {
  const rendered = document.getElementById('${SERVER_STATE_ID}');
  if (!rendered || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(then));
    return;
  }
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    painted.disconnect();
    setTimeout(then);
  };
  const painted = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length) go();
  });
  painted.observe({ type: 'paint', buffered: true });
  setTimeout(go, FIRST_PICTURES_WAIT_MS);
}
if (document.visibilityState === 'visible') afterFirstPaint(start);
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

/** Writes the boot script and the entry's module list, in the order they run, into the built index.html. */
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
        const listed = [entry[1], ...[...html.matchAll(MODULE_PRELOAD)].map((match) => match[1])];
        const modules = entryChunksInRunOrder(bundle, entry[1]!.replace(/^\//, '')).map((fileName) => `/${fileName}`);
        if (modules.length !== listed.length || listed.some((href) => !modules.includes(href!))) {
          return this.error(`the entry's modules ${modules.join(', ')} are not the page's ${listed.join(', ')}`);
        }
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
