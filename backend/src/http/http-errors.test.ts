import { describe, expect, it } from 'vitest';
import { useTestBackend } from '../testing/test-backend.ts';

const api = useTestBackend();

describe('bad requests', () => {
  it('answers malformed JSON with 400 and a JSON message', async () => {
    const response = await api.post('/images/login/', '{"email": ');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: '2', message: 'Malformed JSON body.' });
  });

  it('answers a body that is not an object with 400', async () => {
    const response = await api.post('/images/Orders/', '[1, 2]');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: '2', message: 'Request body must be a JSON object.' });
  });

  it('answers an empty JSON body with 400', async () => {
    const response = await api.post('/images/customers/', '');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: '2', message: 'The JSON body is empty.' });
  });

  it('answers a body that is not JSON with 415', async () => {
    const response = await api.post('/images/login/', 'email=a', { 'content-type': 'text/plain' });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ status: '2', message: 'Send the body as application/json.' });
  });

  it('answers an oversized body with 413', async () => {
    const response = await api.post('/images/login/', { email: 'a@b.ae', password: 'x'.repeat(100_000) });
    expect(response.status).toBe(413);
  });

  it('answers an unknown path with 404 JSON', async () => {
    const response = await api.get('/images/nothing-here/');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ status: '2', message: 'No route for GET /images/nothing-here/.' });
  });

  it('serves the legacy paths with and without the trailing slash', async () => {
    expect((await api.get('/images/banners')).status).toBe(200);
    expect((await api.get('/images/banners/')).status).toBe(200);
  });

  it('reports its health with the database it uses', async () => {
    expect(await api.getJson('/healthz')).toEqual({ status: 'ok', database: process.env.TEST_DB });
  });
});
