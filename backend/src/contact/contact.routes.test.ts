import { describe, expect, it } from 'vitest';
import { listOutbox } from '../mail/outbox.ts';
import { useTestBackend } from '../testing/test-backend.ts';

const api = useTestBackend({ shopEmail: 'shop@store.test' });
const send = (body: unknown) => api.post('/contact-mail/api/v1.0/email/send', body);
const message = {
  service_id: 'service_store',
  template_id: 'template_contact',
  user_id: 'public-key',
  template_params: { name: 'Omar', email: 'omar@example.ae', message: 'Do you print custom team shirts?' },
};

describe('contact mail service', () => {
  it('accepts a message with 200 OK, stores it and mails the shop', async () => {
    const response = await send(message);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('OK');
    const stored = await api.backend.db.db.selectFrom('contact_messages').selectAll().execute();
    expect(stored).toMatchObject([
      { name: 'Omar', email: 'omar@example.ae', message: 'Do you print custom team shirts?' },
    ]);
    const [mail] = await listOutbox(api.backend.db.db, 'shop@store.test');
    expect(mail?.body).toContain('Do you print custom team shirts?');
  });

  it('refuses a message without the service ids or with a missing field', async () => {
    expect((await send({ ...message, service_id: '' })).status).toBe(400);
    const invalid = await send({ ...message, template_params: { name: 'Omar', email: 'nope', message: 'Hi' } });
    expect(invalid.status).toBe(422);
    expect(await invalid.text()).toBe('Enter a valid e-mail address.');
  });
});

describe('newsletter service', () => {
  it('answers 201 for a new subscriber and 200 for one already subscribed', async () => {
    const first = await api.post('/newsletter/subscribers', { email: 'News@Example.ae' });
    expect(first.status).toBe(201);
    const again = await api.post('/newsletter/subscribers', { email: 'news@example.ae' });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ message: 'You have successfully subscribed.', created: false });
  });

  it('refuses an invalid e-mail with 400', async () => {
    const response = await api.post('/newsletter/subscribers', { email: 'not-an-email' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: '2', message: 'Enter a valid e-mail address.' });
  });
});
