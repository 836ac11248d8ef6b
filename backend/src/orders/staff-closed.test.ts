import { describe, expect, it } from 'vitest';
import { useTestBackend } from '../testing/test-backend.ts';

const api = useTestBackend({ staffToken: null });

describe('staff endpoint without STAFF_TOKEN', () => {
  it('is closed', async () => {
    const response = await api.post('/staff/orders/ANY/status', { status: 'PACKED' }, { authorization: 'Bearer ' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      status: '2',
      message: 'The staff endpoint is closed: set STAFF_TOKEN to open it.',
    });
  });
});
