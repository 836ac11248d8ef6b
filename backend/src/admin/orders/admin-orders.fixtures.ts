import { execFileSync } from 'node:child_process';
import { inflateSync } from 'node:zlib';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { firstVariant, setStock } from '../../testing/catalogue-helpers.ts';
import { orderBody, shippingInfo, type Line } from '../../testing/fixtures.ts';
import type { TestBackend } from '../../testing/test-backend.ts';

/** Test helpers for the back-office order routes. */

export const STAFF = { 'x-staff-email': 'Packer@Store.test' };
export const STAFF_EMAIL = 'packer@store.test';

/** Plenty of the product's first variant, so that a test's orders never run out. */
export async function stockUp(db: Kysely<Database>, productId: number, quantity = 1000) {
  const variant = await firstVariant(db, productId);
  await setStock(db, productId, variant.size, variant.colour, quantity);
  return variant;
}

export interface OrderOptions {
  lines?: Line[];
  emirate?: string;
  phone?: string;
  name?: string;
  lastName?: string;
  street?: string;
  area?: string;
}

/** Places an order through the storefront's endpoint and answers its id. */
export async function placeOrder(api: TestBackend, email: string, options: OrderOptions = {}): Promise<string> {
  const info = {
    ...shippingInfo,
    email,
    ...(options.emirate && { emirate: options.emirate }),
    ...(options.phone && { phone: options.phone }),
    ...(options.name && { name: options.name }),
    ...(options.lastName && { lname: options.lastName }),
    ...(options.street && { street: options.street }),
    ...(options.area && { area: options.area }),
  };
  const body = orderBody(email, options.lines ?? [{ id: 1, quantity: 1 }], { info });
  const answer = await api.postJson<{ status: string; message: string; order_id: string }>('/images/Orders/', body);
  if (answer.status !== '1') throw new Error(`order refused: ${answer.message}`);
  return answer.order_id;
}

export function auditRows(db: Kysely<Database>, subject: string) {
  return db.selectFrom('audit_log').selectAll().where('subject', '=', subject).orderBy('at').execute();
}

/** Sends JSON with any method (the test backend's helpers cover GET and POST). */
export function send(api: TestBackend, method: string, path: string, body: unknown, headers = {}) {
  return fetch(`${api.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

/**
 * The text a PDF shows: pdfkit writes each run of text as hex strings in a TJ array inside Flate-compressed
 * content streams. Good enough to find printed values in the PDFs these tests make.
 */
/**
 * A PDF's text as poppler's pdftotext reads it (what a search, a copy or an accounting tool gets): lines in reading
 * order, right-to-left lines put back in logical order, without the embedding marks it puts around them.
 * Debian's poppler-utils (.ci/run installs it).
 */
export function pdftotext(pdf: Buffer, mode: '-raw' | '-layout' | null = null): string {
  const text = execFileSync('pdftotext', [...(mode ? [mode] : []), '-enc', 'UTF-8', '-', '-'], { input: pdf });
  return text.toString().replace(/[\u202a-\u202e]/g, '');
}

export function pdfText(pdf: Buffer): string[] {
  const texts: string[] = [];
  const source = pdf.toString('latin1');
  // PDFKit writes `stream\n`, the bytes, then `\nendstream`: an optional \r before that \n would take the last byte of
  // a deflated stream that happens to end in 0x0D (one in 256), and the page's text would read as empty.
  for (const match of source.matchAll(/stream\n([\s\S]*?)\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1');
    } catch {
      continue; // not a Flate stream (fonts are not embedded, but be safe)
    }
    for (const array of content.matchAll(/\[([^\]]*)\] TJ/g)) {
      const hex = [...array[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => part[1]).join('');
      texts.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return texts;
}
