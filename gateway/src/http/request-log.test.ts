import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { loggedUrl, MAX_LOGGED_URL_CHARS } from './request-log.ts';

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const cleanUps: (() => void)[] = [];
afterEach(() => cleanUps.splice(0).forEach((cleanUp) => cleanUp()));

/** The real gateway entry point in a process of its own, logging as it does by default; no backend behind it. */
async function spawnGateway() {
  const dataDir = mkdtempSync(join(tmpdir(), 'gateway-log-'));
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, PORT: '0', BACKEND_PORT: '9', DATA_DIR: dataDir, LOG_REQUESTS: '', NODE_ENV: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  cleanUps.push(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });
  const lines: string[] = [];
  const url = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      lines.push(line);
      const match = /gateway on (http:\/\/[^ ]+)\/graphql/.exec(line);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the gateway exited with ${code} before listening`)));
  });
  return { child, url, lines };
}

const messages = (lines: string[]) => lines.map((line) => (JSON.parse(line) as { msg: string }).msg);

describe('the request log', () => {
  it('shows a short URL whole and a long one cut, with its length', () => {
    expect(loggedUrl('/shop?page=2')).toBe('/shop?page=2');
    const long = `/graphql?variables=${'x'.repeat(5_000)}`;
    expect(loggedUrl(long)).toBe(`${long.slice(0, MAX_LOGGED_URL_CHARS)}… (${long.length} chars)`);
  });

  it('writes one bounded line per request, even for the requests just before a SIGTERM', async () => {
    const gateway = await spawnGateway();
    // GraphQL GETs with no query: refused (400) by the gateway itself, with no backend needed.
    const padded = `/graphql?q=${'a'.repeat(8_000)}`;
    expect((await fetch(`${gateway.url}${padded}`)).status).toBe(400);
    const burst = await Promise.all(
      Array.from({ length: 50 }, (_, n) => fetch(`${gateway.url}/graphql?n=${n}`).then((r) => r.status)),
    );
    expect(burst.every((status) => status === 400)).toBe(true);
    gateway.child.kill('SIGTERM');
    expect((await once(gateway.child, 'exit'))[0]).toBe(0);

    const logged = messages(gateway.lines);
    const long = logged.find((message) => message.startsWith('GET /graphql?q=aaa'));
    expect(long).toMatch(new RegExp(`^GET /graphql\\?q=a+… \\(${padded.length} chars\\) 400 \\d+\\.\\dms$`));
    expect(long!.length).toBeLessThan(MAX_LOGGED_URL_CHARS + 50);
    for (let n = 0; n < 50; n++) expect(logged).toContainEqual(expect.stringMatching(`^GET /graphql\\?n=${n} 400 `));
  });
});
