import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors.ts';

/** Whether a parsed JSON value holds U+0000 in any string, key or value, at any depth (iteratively: no stack limit). */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, entry] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        pending.push(entry);
      }
    }
  }
  return false;
}

/**
 * PostgreSQL text cannot hold U+0000 (it fails the query: a 500) where SQLite stores it. No field of the
 * store has a use for it, so a URL or JSON body carrying one is refused with 400 before any route runs,
 * the same on both databases.
 */
export function refuseNulCharacters(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.url.includes('%00') || request.url.includes('\u0000')) {
      throw new HttpError(400, 'The URL must not contain NUL (%00) characters.');
    }
  });
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.body)) throw new HttpError(400, 'Text must not contain NUL (\\u0000) characters.');
  });
}
