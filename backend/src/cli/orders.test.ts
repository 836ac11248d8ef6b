import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { orderBody } from '../testing/fixtures.ts';
import { useTestBackend } from '../testing/test-backend.ts';

const api = useTestBackend();
const run = promisify(execFile);
const cli = fileURLToPath(new URL('./orders.ts', import.meta.url));

/** Runs the CLI as staff would, on the same database as the running backend. */
function orders(...args: string[]) {
  const env = { ...process.env, DATABASE_URL: api.backend.db.url };
  return run(process.execPath, ['--import', 'tsx', cli, ...args], { env });
}

describe('orders CLI', () => {
  it('moves an order along while the backend is serving, and shows it in the timeline', async () => {
    const { order_id: id } = await api.postJson<{ order_id: string }>(
      '/images/Orders/',
      orderBody('cli@example.ae', [{ id: 13, quantity: 1 }]),
    );
    expect((await orders('set', id, 'PACKED')).stdout).toContain(`Order ${id}: PLACED → PACKED`);
    await orders('set', id, 'DISPATCHED', '--courier', 'Aramex', '--tracking', 'AX42');

    const rows = await api.getJson<{ order_info: string }[]>(`/images/order-tracking/${id}/`);
    const info = JSON.parse(rows[0]!.order_info);
    expect(info.status).toBe('DISPATCHED');
    expect(info.order_log.at(-1)).toMatchObject({ status: 'DISPATCHED', attr1: 'AX42', attr2: 'Aramex' });
    expect((await orders('list', '--status', 'dispatched')).stdout).toContain(id);
  });

  it('explains a refused change and exits non-zero', async () => {
    const { order_id: id } = await api.postJson<{ order_id: string }>(
      '/images/Orders/',
      orderBody('cli2@example.ae', [{ id: 13, quantity: 1 }]),
    );
    await expect(orders('set', id, 'DELIVERED')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(`Order ${id} cannot move from PLACED to DELIVERED.`),
    });
  });
});
