import { describe, expect, it } from 'vitest';
import { useTestBackend } from '../testing/test-backend.ts';

const api = useTestBackend({ upstreamKey: 'gateway-shared-key' });

describe('shared upstream key', () => {
  it('refuses calls without the key', async () => {
    const response = await api.get('/images/banners/');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ status: '2', message: 'A valid x-upstream-key header is required.' });
    expect((await api.get('/images/banners/', { 'x-upstream-key': 'wrong' })).status).toBe(401);
  });

  it('serves calls with the key, and health checks without it', async () => {
    expect((await api.get('/images/banners/', { 'x-upstream-key': 'gateway-shared-key' })).status).toBe(200);
    expect((await api.get('/healthz')).status).toBe(200);
  });
});
