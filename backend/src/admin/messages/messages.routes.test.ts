import { describe, expect, it } from 'vitest';
import { TEST_OWNER } from '../../testing/fixtures.ts';
import { useTestBackend } from '../../testing/test-backend.ts';
import { csvLine } from './csv.ts';

const api = useTestBackend();
const asOwner = { 'x-staff-email': TEST_OWNER.email };
type List = { items: Record<string, unknown>[]; total: number };

function contact(name: string, message: string) {
  return api.post('/contact-mail/api/v1.0/email/send', {
    service_id: 'service_store',
    template_id: 'template_contact',
    user_id: 'store-public-key',
    template_params: { name, email: 'writer@example.ae', message },
  });
}

describe('the inbox', () => {
  it('lists messages newest first as unread, and moves them to read and answered', async () => {
    await contact('Omar', 'Do you ship to Al Ain?');
    await contact('Sara', 'Is the Drift King tee back in M?');
    const list = (await (await api.get('/admin-api/messages')).json()) as List;
    expect(list.total).toBe(2);
    expect(list.items.map((item) => item.status)).toEqual(['UNREAD', 'UNREAD']);
    const id = String(list.items[0]!.id);
    expect((await api.post(`/admin-api/messages/${id}/status`, { status: 'ANSWERED' }, asOwner)).status).toBe(200);
    const answered = (await (await api.get('/admin-api/messages?status=ANSWERED')).json()) as List;
    expect(answered.items.map((item) => item.id)).toEqual([id]);
    const unread = (await (await api.get('/admin-api/messages?status=UNREAD')).json()) as List;
    expect(unread.total).toBe(1);
  });

  it('refuses an unknown status, an unnamed staff member and an unknown message', async () => {
    const [first] = ((await (await api.get('/admin-api/messages')).json()) as List).items;
    expect((await api.get('/admin-api/messages?status=SPAM')).status).toBe(400);
    expect((await api.post(`/admin-api/messages/${String(first!.id)}/status`, { status: 'READ' })).status).toBe(400);
    expect(
      (await api.post(`/admin-api/messages/${String(first!.id)}/status`, { status: 'GONE' }, asOwner)).status,
    ).toBe(400);
    expect((await api.post('/admin-api/messages/nope/status', { status: 'READ' }, asOwner)).status).toBe(404);
  });
});

describe('newsletter subscribers', () => {
  it('lists, exports as CSV (safe for spreadsheets) and unsubscribes', async () => {
    for (const email of ['one@example.ae', 'two@example.ae']) await api.post('/newsletter/subscribers', { email });
    const list = (await (await api.get('/admin-api/subscribers')).json()) as List;
    expect(list.items.map((item) => item.email).sort()).toEqual(['one@example.ae', 'two@example.ae']);

    const csv = await api.get('/admin-api/subscribers.csv');
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe('email,subscribed_at');
    expect(lines).toHaveLength(3);

    expect((await api.post('/admin-api/subscribers/unsubscribe', { email: 'ONE@example.ae' }, asOwner)).status).toBe(
      200,
    );
    const after = (await (await api.get('/admin-api/subscribers')).json()) as List;
    expect(after.items.map((item) => item.email)).toEqual(['two@example.ae']);
    expect((await api.post('/admin-api/subscribers/unsubscribe', { email: 'one@example.ae' }, asOwner)).status).toBe(
      404,
    );
  });

  it('quotes what a spreadsheet would run as a formula', () => {
    expect(csvLine(['=HYPERLINK("x")', 'plain', 'a,b'])).toBe(`"'=HYPERLINK(""x"")",plain,"a,b"`);
    expect(csvLine(['+1', '-1', '@x'])).toBe("'+1,'-1,'@x");
  });
});
