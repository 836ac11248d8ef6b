import { describe, expect, it } from 'vitest';
import { useTestStack } from '../testing/test-gateway.ts';

/** The browser's defences ride on every answer of the gateway, the public door. */
const PATHS = ['/healthz', '/graphql?query=%7B__typename%7D', '/media/v1/none.svg', '/no-such-path'];

describe('security headers in development', () => {
  const stack = useTestStack();

  it('sends a CSP, frame protection, nosniff and a referrer policy on every answer, and no HSTS', async () => {
    for (const path of PATHS) {
      const response = await fetch(`${stack.url}${path}`, { headers: { 'apollo-require-preflight': '1' } });
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('strict-transport-security'), path).toBeNull();
      if (!path.startsWith('/graphql')) {
        expect(response.headers.get('content-security-policy'), path).toContain("default-src 'self'");
      }
    }
  });
});

describe('security headers in production', () => {
  const stack = useTestStack({ production: true, sandbox: false });

  it('adds HSTS, and /graphql answers under a CSP that allows nothing to load', async () => {
    for (const path of PATHS) {
      const response = await fetch(`${stack.url}${path}`, { headers: { 'apollo-require-preflight': '1' } });
      expect(response.headers.get('strict-transport-security'), path).toBe('max-age=31536000; includeSubDomains');
    }
    const graphql = await fetch(`${stack.url}/graphql?query=%7B__typename%7D`, {
      headers: { 'apollo-require-preflight': '1' },
    });
    expect(graphql.headers.get('content-security-policy')).toContain("default-src 'none'");
  });
});
