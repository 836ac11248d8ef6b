import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registration } from './testing/fixtures.ts';
import { createTestDatabase, type TestDatabase } from './testing/test-database.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe('the backend process', () => {
  it('logs one line per request and, on SIGTERM, finishes the request in flight before exiting', async () => {
    const main = fileURLToPath(new URL('./main.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', main], {
      env: { ...process.env, DATABASE_URL: database.url, BACKEND_PORT: '0' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const lines: string[] = [];
    const url = await new Promise<string>((resolve, reject) => {
      createInterface({ input: child.stdout! }).on('line', (line) => {
        lines.push(line);
        const match = /backend on (http:\/\/[^ ]+) /.exec(JSON.parse(line).msg ?? '');
        if (match) resolve(match[1]!);
      });
      child.once('exit', () => reject(new Error('backend exited before listening')));
    });

    // Registration hashes a password (hundreds of ms): still running when SIGTERM arrives.
    const inFlight = fetch(`${url}/images/customers/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(registration('sigterm@example.ae')),
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const exited = once(child, 'exit');
    child.kill('SIGTERM');

    const answer = await (await inFlight).json();
    expect(answer).toMatchObject({ status: '1' });
    const [code] = await exited;
    expect(code).toBe(0);
    expect(lines.filter((line) => line.includes('POST /images/customers/ 200'))).toHaveLength(1);
  });
});
