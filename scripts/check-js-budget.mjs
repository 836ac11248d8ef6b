// `node scripts/check-js-budget.mjs [client dir]`: the JavaScript the browser loads before the home page is
// interactive, gzipped, file by file and in sum, against the budget; exits 1 over it. Reads the web build
// (`npm run build -w @store/web`, default web/dist/client) and its Vite manifest (`build.manifest`).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * Bytes of gzip (level 9, as the build's .gz files; 1 kB = 1000 bytes, Vite's own unit): issue 11's 160 kB. React,
 * React Router (declarative routes) and Apollo Client come to about 134 kB of it; the home page's lower sections and
 * the footer hydrate after the page (web/src/lib/deferred-section.tsx) and are not counted.
 */
export const BUDGET_BYTES = 160_000;

/** The page's entry script (index.html's), and the home route's module when it is a chunk of its own (lazy). */
const ENTRY = 'index.html';
const HOME_MODULE = 'src/features/home/home-page.tsx';

const repoRoot = fileURLToPath(new URL('../', import.meta.url));

/**
 * The JavaScript files the browser runs before the page can hydrate: each start's chunk and every chunk it
 * imports statically, transitively (its modulepreloads). Dynamic imports load later and are left out.
 */
export function initialScripts(manifest, starts) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no ${key}`);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const start of starts) visit(start);
  return [...files];
}

/** Where the walk starts: the entry, and the home module too when the build made it a chunk of its own. */
export function homeStarts(manifest) {
  return HOME_MODULE in manifest ? [ENTRY, HOME_MODULE] : [ENTRY];
}

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/** The report's lines, largest file first, and whether the sum is within the budget. */
export function budgetReport(sizes, budget = BUDGET_BYTES) {
  const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
  const lines = [...sizes]
    .sort((a, b) => b.bytes - a.bytes)
    .map(({ file, bytes }) => `${kB(bytes).padStart(10)}  ${file}`);
  const ok = total <= budget;
  lines.push(`${kB(total).padStart(10)}  total of ${sizes.length} files (${total} bytes), budget ${kB(budget)}`);
  return { total, ok, lines };
}

function main(clientDir) {
  // A moved home page must move here too: the check would otherwise count too little without saying so.
  if (!existsSync(join(repoRoot, 'web', HOME_MODULE)))
    throw new Error(`web/${HOME_MODULE} is gone: update HOME_MODULE`);
  const manifestPath = join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`no ${manifestPath}: build the web client first`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const sizes = initialScripts(manifest, homeStarts(manifest)).map((file) => ({
    file,
    bytes: gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length,
  }));
  const { ok, lines } = budgetReport(sizes);
  console.log(`JavaScript before the home page is interactive (gzip):\n${lines.join('\n')}`);
  if (!ok) {
    console.error('Over the JavaScript budget: load more of it lazily, or make the case for a new budget.');
    process.exit(1);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main(resolve(process.argv[2] ?? join(repoRoot, 'web', 'dist', 'client')));
}
