import { describe, expect, it } from 'vitest';
import { DEFAULT_SHOP_SETTINGS, storeContactOf } from '@store/domain';
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
      [{ openingHours: [] }, 'openingHours'],
      [{ openingHours: Array.from({ length: 8 }, (_, day) => `Day ${day} 9am-5pm`) }, 'openingHours'],
      [{ openingHours: ['x'.repeat(20_000)] }, 'openingHours'],
      [{ openingHours: 'Mon-Sat 9am-9pm' }, 'openingHours'],
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

  it('keep the opening hours as lines, and audit the change', async () => {
    const openingHours = ['Mon-Thu 10am-10pm', 'Fri 2pm-11pm', 'Sat-Sun 10am-11pm'];
    const response = await put({ openingHours: ['  Mon-Thu 10am-10pm', '', 'Fri 2pm-11pm ', 'Sat-Sun 10am-11pm'] });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { openingHours: string[] }).openingHours).toEqual(openingHours);
    expect((await api.getJson<{ openingHours: string[] }>('/admin-api/settings')).openingHours).toEqual(openingHours);
    const audit = (await auditRows(db(), 'settings')).at(-1)!;
    expect(JSON.parse(audit.detail)).toEqual({
      changes: { openingHours: { from: DEFAULT_SHOP_SETTINGS.openingHours, to: openingHours } },
    });
    // The same lines again change nothing and record nothing.
    const audits = (await auditRows(db(), 'settings')).length;
    expect((await put({ openingHours })).status).toBe(200);
    expect(await auditRows(db(), 'settings')).toHaveLength(audits);
  });
});

describe('the store contact (images/store-contact/)', () => {
  const version = async () => (await api.getJson<{ version: number }>('/images/catalogue-version/')).version;

  it('shows anyone the contact details and offers only: no legal name, no threshold', async () => {
    const response = await api.get('/images/store-contact/');
    expect(response.status).toBe(200);
    const contact = (await response.json()) as Record<string, unknown>;
    expect(contact).toEqual(storeContactOf(await api.getJson('/admin-api/settings')));
    expect(Object.keys(contact).sort()).toEqual(
      [
        'address',
        'email',
        'openingHours',
        'phone',
        'tradingName',
        'trn',
        'whatsapp',
        'welcomeOfferPercent',
        'promoMessages',
        'tradingNameAr',
        'addressAr',
        'openingHoursAr',
        'promoMessagesAr',
      ].sort(),
    );
  });

  it('follows an edit at once, and the catalogue version moves with each change shoppers see', async () => {
    const start = await version();
    expect((await put({ phone: '04 765 4321' })).status).toBe(200);
    expect((await api.getJson<{ phone: string }>('/images/store-contact/')).phone).toBe('04 765 4321');
    const afterPhone = await version();
    expect(afterPhone).toBeGreaterThan(start);

    // The back office's own threshold, and a value set to what it already is, leave the shop's copy alone.
    expect((await put({ lowStockThreshold: 7 })).status).toBe(200);
    expect((await put({ phone: '04 765 4321' })).status).toBe(200);
    expect(await version()).toBe(afterPhone);
    // A refused change moves nothing either.
    expect((await put({ phone: '04 765 4321', email: 'not-an-address' })).status).toBe(400);
    expect(await version()).toBe(afterPhone);

    expect((await put({ openingHours: ['Every day 9am-9pm'] })).status).toBe(200);
    expect(await version()).toBeGreaterThan(afterPhone);
  });
});

describe('a store whose settings were stored before the opening hours existed', () => {
  it('reads the default hours, and the next start stores them without touching the owner’s values', async () => {
    expect((await put({ tradingName: 'Tees Before Hours' })).status).toBe(200);
    await db().deleteFrom('settings').where('key', '=', 'openingHours').execute();
    const read = () => api.getJson<{ tradingName: string; openingHours: string[] }>('/images/store-contact/');
    expect(await read()).toMatchObject({
      tradingName: 'Tees Before Hours',
      openingHours: DEFAULT_SHOP_SETTINGS.openingHours,
    });

    await seedSettings(db(), new Date().toISOString());
    const row = await db().selectFrom('settings').selectAll().where('key', '=', 'openingHours').executeTakeFirst();
    expect(row).toMatchObject({ value: JSON.stringify(DEFAULT_SHOP_SETTINGS.openingHours), updated_by: null });
    expect((await read()).tradingName).toBe('Tees Before Hours');
  });

  it('falls back to the default hours for a row written by hand in the wrong shape', async () => {
    for (const value of ['"Mon-Sat 9am-9pm"', '[1, 2]', 'not json']) {
      await db().updateTable('settings').set({ value }).where('key', '=', 'openingHours').execute();
      const contact = await api.getJson<{ openingHours: string[] }>('/images/store-contact/');
      expect(contact.openingHours, value).toEqual(DEFAULT_SHOP_SETTINGS.openingHours);
    }
  });

  it("start an Arabic setting empty, not as the demo's Arabic, when the shop's English was changed before it came", async () => {
    // A shop from before the Arabic settings: its own address and hours, its promo messages still the demo's.
    await put({ address: 'Unit 4, Al Serkal Avenue, Dubai', openingHours: ['Daily 10am-10pm'] });
    await db().deleteFrom('settings').where('key', 'in', ['addressAr', 'openingHoursAr', 'promoMessagesAr']).execute();
    const read = () => api.getJson<Record<string, unknown>>('/admin-api/settings');
    // Read before the next start's seeding, and after it: the same.
    for (const moment of ['before seeding', 'after seeding']) {
      const settings = await read();
      expect(settings.addressAr, moment).toBe('');
      expect(settings.openingHoursAr, moment).toEqual([]);
      expect(settings.promoMessagesAr, moment).toEqual(DEFAULT_SHOP_SETTINGS.promoMessagesAr);
      await seedSettings(db(), new Date().toISOString());
    }
    const contact = await api.getJson<Record<string, unknown>>('/images/store-contact/');
    expect(contact).toMatchObject({ addressAr: '', openingHoursAr: [] });
  });
});
