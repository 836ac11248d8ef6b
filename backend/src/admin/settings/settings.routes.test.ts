import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS } from '@store/domain';
import { useTestBackend } from '../../testing/test-backend.ts';
import { auditRows, send, STAFF, STAFF_EMAIL } from '../orders/admin-orders.fixtures.ts';
import { seedSettings } from './settings.service.ts';

const api = useTestBackend();
const db = () => api.backend.db.db;
const put = (body: unknown, headers: Record<string, string> = STAFF) =>
  send(api, 'PUT', '/admin-api/settings', body, headers);

describe('shop settings', () => {
  it('start with the demo defaults, stored on first start', async () => {
    expect(await api.getJson('/admin-api/settings')).toEqual(DEFAULT_SHOP_SETTINGS);
    const rows = await db().selectFrom('settings').select(['key', 'updated_by']).orderBy('key').execute();
    expect(rows.map((row) => row.key)).toEqual(Object.keys(DEFAULT_SHOP_SETTINGS).sort());
    expect(rows.every((row) => row.updated_by === null)).toBe(true);
  });

  it('change in part, validated and normalised, and the change is audited', async () => {
    const response = await put({ trn: '100 2345 6789 0123', lowStockThreshold: 0, email: 'Shop@Tees.AE' });
    expect(response.status).toBe(200);
    const expected = { ...DEFAULT_SHOP_SETTINGS, trn: '100234567890123', lowStockThreshold: 0, email: 'shop@tees.ae' };
    expect(await response.json()).toEqual(expected);
    expect(await api.getJson('/admin-api/settings')).toEqual(expected);

    const [audit] = await auditRows(db(), 'settings');
    expect(audit).toMatchObject({ actor: STAFF_EMAIL, action: 'settings.update' });
    expect(JSON.parse(audit!.detail)).toEqual({
      changes: {
        trn: { from: DEFAULT_SHOP_SETTINGS.trn, to: '100234567890123' },
        email: { from: DEFAULT_SHOP_SETTINGS.email, to: 'shop@tees.ae' },
        lowStockThreshold: { from: 5, to: 0 },
      },
    });
    // Seeding again at the next start leaves the owner's values alone.
    await seedSettings(db(), new Date().toISOString());
    expect(await api.getJson('/admin-api/settings')).toEqual(expected);
  });

  it('refuse bad, unknown, huge or NUL values with 400 and the field, changing nothing', async () => {
    const before = await api.getJson('/admin-api/settings');
    const cases: [unknown, string][] = [
      [{ trn: '12345' }, 'trn'],
      [{ trn: 100000000000003 }, 'trn'],
      [{ phone: 'call us' }, 'phone'],
      [{ email: 'nope' }, 'email'],
      [{ lowStockThreshold: -1 }, 'lowStockThreshold'],
      [{ lowStockThreshold: 1.5 }, 'lowStockThreshold'],
      [{ legalName: 'x'.repeat(20_000) }, 'legalName'],
      [{ address: '' }, 'address'],
      [{ colour: 'pink' }, 'colour'],
      [{}, 'settings'],
    ];
    for (const [body, field] of cases) {
      const response = await put(body);
      expect(response.status, field).toBe(400);
      const answer = (await response.json()) as { status: string; message: string; errors: Record<string, string> };
      expect(answer.status).toBe('2');
      expect(Object.keys(answer.errors), field).toEqual([field]);
      expect(answer.message).toBe(answer.errors[field]);
    }
    expect((await put({ tradingName: 'a\u0000b' })).status).toBe(400);
    expect((await put(['trn'])).status).toBe(400);
    expect((await put({ tradingName: 'Tees' }, {})).status).toBe(400);
    expect(await api.getJson('/admin-api/settings')).toEqual(before);
  });
});
