import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestBackend } from '../testing/test-backend.ts';

/**
 * Another process (the orders CLI, a second backend) holding SQLite's write lock: reads go on, writes wait for it
 * without stopping the backend. Before, a waiting write stopped the event loop for SQLite's busy timeout (5 s),
 * then failed, and every request waited behind it.
 */
const file = join(mkdtempSync(join(tmpdir(), 'store-sqlite-lock-')), 'store.sqlite');
const api = useTestBackend({ databaseUrl: `sqlite:${file}` });

/** A process of its own that takes the write lock, says "locked", and keeps it until told "release". */
function lockHolder(): ChildProcessWithoutNullStreams {
  const script = `
    const { createRequire } = require('node:module');
    const load = createRequire(${JSON.stringify(join(process.cwd(), 'backend', 'package.json'))});
    const Database = load(Number(process.versions.napi) >= 10 ? 'better-sqlite3-napi' : 'better-sqlite3');
    const db = new Database(${JSON.stringify(file)});
    db.exec('begin immediate');
    db.prepare("insert into newsletter_subscribers (email, created_at) values ('held@example.ae', '2026-01-01T00:00:00.000Z')").run();
    process.stdout.write('locked\\n');
    process.stdin.on('data', () => { db.exec('commit'); db.close(); process.exit(0); });
  `;
  return spawn(process.execPath, ['-e', script]);
}

const holders: ChildProcessWithoutNullStreams[] = [];
afterAll(() => holders.forEach((holder) => holder.kill()));

describe('SQLite while another process holds the write lock', () => {
  it('answers reads at once, and a waiting write goes through once the lock is released', async () => {
    const holder = lockHolder();
    holders.push(holder);
    await new Promise<void>((resolve, reject) => {
      holder.stdout.on('data', (chunk: Buffer) => String(chunk).includes('locked') && resolve());
      holder.stderr.on('data', (chunk: Buffer) => reject(new Error(String(chunk))));
    });

    let writeSettled = false;
    const write = api.post('/newsletter/subscribers', { email: 'waiting@example.ae' }).finally(() => {
      writeSettled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));

    const read = await api.get('/images/order-details/someone@example.ae');
    expect(read.status).toBe(200);
    const health = await api.get('/healthz');
    expect(health.status).toBe(200);
    expect(writeSettled, 'the write gave up (or went through) before the read was answered').toBe(false);

    holder.stdin.write('release\n');
    expect((await write).status).toBe(201);
    const again = await api.post('/newsletter/subscribers', { email: 'held@example.ae' });
    expect(again.status).toBe(200);
  });
});
