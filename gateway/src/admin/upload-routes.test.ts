import { describe, expect, it } from 'vitest';
import { cookieHeader, staffClient, useTestStack } from '../testing/test-gateway.ts';

/** Broken multipart bodies are refused with a message (400), never answered as a fault of the store. */
const stack = useTestStack();

async function upload(contentType: string, body: string): Promise<{ status: number; error: string }> {
  const staff = await staffClient(stack);
  const response = await fetch(`${stack.url}/admin/uploads/products/1/photos`, {
    method: 'POST',
    headers: { cookie: cookieHeader(staff), 'content-type': contentType },
    body,
  });
  const answer = (await response.json()) as { error?: string; message?: string };
  return { status: response.status, error: answer.error ?? answer.message ?? '' };
}

describe('uploads with a broken multipart body', () => {
  it('refuses a multipart upload without a boundary', async () => {
    const answer = await upload('multipart/form-data', 'colour=White');
    expect(answer.status).toBe(400);
    expect(answer.error).toMatch(/multipart\/form-data/);
  });

  it('refuses a body that does not match its boundary, or ends early', async () => {
    const unmatched = await upload('multipart/form-data; boundary=abc', 'no parts here at all');
    expect(unmatched.status).toBe(400);
    const cut = await upload(
      'multipart/form-data; boundary=abc',
      '--abc\r\ncontent-disposition: form-data; name="file"; filename="a.png"\r\ncontent-type: image/png\r\n\r\n\x89PNG',
    );
    expect(cut.status).toBe(400);
  });
});
