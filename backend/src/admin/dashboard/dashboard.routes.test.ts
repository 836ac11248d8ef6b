import { describe, expect, it } from 'vitest';
import { orderBody } from '../../testing/fixtures.ts';
import { useTestBackend } from '../../testing/test-backend.ts';

const api = useTestBackend();
type Dashboard = {
  periods: { days: number; orders: number; revenueFils: number; cashExpectedFils: number }[];
  daily: { date: string; orders: number }[];
  waitingToPack: number;
};

describe('the dashboard', () => {
  it('counts the orders placed today, their revenue and the cash still to come, and those waiting to be packed', async () => {
    const empty = (await (await api.get('/admin-api/dashboard')).json()) as Dashboard;
    expect(empty.periods.map((period) => period.orders)).toEqual([0, 0, 0]);
    expect(empty.daily).toHaveLength(30);

    const placed = await api.postJson<{ status: string }>(
      '/images/Orders/',
      orderBody('dash@example.ae', [{ id: 1, quantity: 1 }]),
    );
    expect(placed.status).toBe('1');
    const { total_fils } = await api.backend.db.db.selectFrom('orders').select('total_fils').executeTakeFirstOrThrow();
    const after = (await (await api.get('/admin-api/dashboard')).json()) as Dashboard;
    for (const period of after.periods) {
      expect(period).toMatchObject({ orders: 1, revenueFils: total_fils, cashExpectedFils: total_fils });
    }
    expect(after.daily.at(-1)!.orders).toBe(1);
    expect(after.waitingToPack).toBe(1);
  });
});
