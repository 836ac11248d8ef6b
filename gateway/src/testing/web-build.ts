import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const WEB = fileURLToPath(new URL('../../../web/', import.meta.url));
const VITE = fileURLToPath(new URL('../../../node_modules/vite/bin/vite.js', import.meta.url));
/** A build of the tests' own, beside (never in) the one `npm start` serves, which another run may be using. */
export const WEB_TEST_BUILD = join(WEB, 'dist', 'test-build');
const OUT = WEB_TEST_BUILD;
const LOCK = join(WEB, 'dist', 'test-build.lock');
const SOURCES = ['src', 'public', 'index.html', 'vite.config.ts', 'precompress-plugin.ts', 'catalogue-plugin.ts'];

function newest(path: string): number {
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

function isFresh(): boolean {
  const entry = join(OUT, 'server', 'entry-server.js');
  return existsSync(entry) && statSync(entry).mtimeMs > Math.max(...SOURCES.map((source) => newest(join(WEB, source))));
}

function build() {
  const vite = (...args: string[]) =>
    execFileSync(process.execPath, [VITE, 'build', ...args], { cwd: WEB, stdio: 'pipe' });
  vite('--outDir', join(OUT, 'client'));
  vite('--ssr', 'src/entry-server.tsx', '--outDir', join(OUT, 'server'));
}

/**
 * Builds the web client (browser files and server render) into WEB_TEST_BUILD for tests that serve pages:
 * once, and again only when its sources changed; test files running at once wait for one another's build.
 * Call it in a beforeAll registered before useTestStack's.
 */
export async function buildWebClient(): Promise<void> {
  mkdirSync(join(WEB, 'dist'), { recursive: true });
  for (let waited = 0; ; waited += 200) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      if (waited > 120_000) rmSync(LOCK, { recursive: true, force: true }); // left by a killed run
      await sleep(200);
    }
  }
  try {
    if (!isFresh()) build();
  } finally {
    rmSync(LOCK, { recursive: true, force: true });
  }
}
