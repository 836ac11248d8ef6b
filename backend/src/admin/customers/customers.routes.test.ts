import { describe, expect, it } from 'vitest';
import { listOutbox } from '../../mail/outbox.ts';
import { orderBody, registration, TEST_OWNER } from '../../testing/fixtures.ts';
import { useTestBackend } from '../../testing/test-backend.ts';

const api = useTestBackend();
const asOwner = { 'x-staff-email': TEST_OWNER.email };
type List = { items: Record<string, unknown>[]; total: number; page: number; pageSize: number };

describe('customers in the back office', () => {
  it('lists customers newest first with their orders counted, and never a password hash', async () => {
    await api.post('/images/customers/', registration('first@example.ae', { fname: 'Mariam' }));
    await api.post('/images/customers/', registration('second@example.ae', { fname: 'Yousef' }));
    await api.post('/images/Orders/', orderBody('second@example.ae', [{ id: 1, quantity: 2 }]));
    const list = (await (await api.get('/admin-api/customers')).json()) as List;
    expect(list.total).toBe(2);
    expect(list.items.map((item) => item.email)).toEqual(['second@example.ae', 'first@example.ae']);
    expect(list.items[0]).toMatchObject({ firstName: 'Yousef', orderCount: 1 });
    expect(list.items[0]!.spentFils).toBeGreaterThan(0);
    expect(list.items[1]).toMatchObject({ orderCount: 0, spentFils: 0 });
    expect(JSON.stringify(list)).not.toMatch(/password|scrypt/i);
  });

  it('searches by name, e-mail or phone, literally', async () => {
    const search = async (q: string) =>
      ((await (await api.get(`/admin-api/customers?q=${encodeURIComponent(q)}`)).json()) as List).items.map(
        (item) => item.email,
      );
    expect(await search('MARIAM')).toEqual(['first@example.ae']);
    expect(await search('second@')).toEqual(['second@example.ae']);
    expect(await search('%')).toEqual([]);
    expect(await search("_' or 1=1 --")).toEqual([]);
    expect((await api.get(`/admin-api/customers?q=${'x'.repeat(101)}`)).status).toBe(400);
    expect((await api.get('/admin-api/customers?pageSize=1000')).status).toBe(400);
    expect((await api.get('/admin-api/customers?page=0')).status).toBe(400);
  });

  it("shows one customer's page with their orders, and 404 for nobody", async () => {
    const page = (await (await api.get('/admin-api/customers/Second%40example.ae')).json()) as {
      customer: Record<string, unknown>;
      orders: { status: string }[];
    };
    expect(page.customer).toMatchObject({ email: 'second@example.ae', firstName: 'Yousef' });
    expect(page.orders).toHaveLength(1);
    expect(page.orders[0]!.status).toBe('PLACED');
    expect((await api.get('/admin-api/customers/nobody%40example.ae')).status).toBe(404);
    expect((await api.get('/admin-api/customers/not-an-email')).status).toBe(400);
  });

  it('sends a customer a reset link, as a named staff member, and logs it', async () => {
    expect((await api.post('/admin-api/customers/send-reset', { email: 'first@example.ae' })).status).toBe(400);
    const sent = await api.post('/admin-api/customers/send-reset', { email: 'first@example.ae' }, asOwner);
    expect(sent.status).toBe(200);
    const [mail] = await listOutbox(api.backend.db.db, 'first@example.ae');
    expect(mail?.body).toMatch(/reset-password\?token=/);
    const audit = (await (await api.get('/admin-api/audit')).json()) as { action: string; subject: string }[];
    expect(audit).toContainEqual(
      expect.objectContaining({ action: 'customer.send-reset', subject: 'first@example.ae' }),
    );
    expect((await api.post('/admin-api/customers/send-reset', { email: 'nobody@example.ae' }, asOwner)).status).toBe(
      404,
    );
  });
});
