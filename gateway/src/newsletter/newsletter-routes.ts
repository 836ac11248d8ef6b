import type { FastifyInstance } from 'fastify';
import type { GatewayServices } from '../context.ts';

const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;
const PATH = '/newsletter/unsubscribe';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function page(heading: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${heading}</title></head><body style="font-family:sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem"><h1>${heading}</h1>${body}<p><a href="/">Back to the shop</a></p></body></html>`;
}

const NOT_VALID = page(
  'Link not valid',
  '<p>This unsubscribe link is not valid. Copy the whole link from the mail.</p>',
);

function tokenOf(value: unknown): string | null {
  return typeof value === 'string' && TOKEN.test(value) ? value : null;
}

/**
 * The welcome mail's unsubscribe link. Opening it asks to confirm with one button, and only that button (a POST)
 * takes the address off the list: mail filters and link scanners open every link of a mail, and a GET that
 * unsubscribed would unsubscribe readers who never asked. Mail programs' one-click unsubscribe (RFC 8058: a POST
 * of `List-Unsubscribe=One-Click` to the same link) is the same POST. The token is the link's only secret and
 * names one subscriber.
 */
export async function newsletterRoutes(app: FastifyInstance, { upstreams }: GatewayServices): Promise<void> {
  await app.register(async (scope) => {
    // The confirm form's body, here only: a small form of one field.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.get<{ Querystring: { token?: unknown } }>(PATH, async (request, reply) => {
      const token = tokenOf(request.query.token);
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      if (!token) return reply.code(404).send(NOT_VALID);
      return page(
        'Unsubscribe from the newsletter?',
        `<form method="post" action="${PATH}"><input type="hidden" name="token" value="${escapeHtml(token)}"><p>We will send no more newsletters to this address.</p><button type="submit">Unsubscribe</button></form>`,
      );
    });

    scope.post<{ Querystring: { token?: unknown }; Body: Record<string, unknown> | undefined }>(
      PATH,
      async (request, reply) => {
        const token = tokenOf(request.body?.token) ?? tokenOf(request.query.token);
        const done = token !== null && (await upstreams.newsletter.unsubscribe(token));
        reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
        if (!done) return reply.code(404).send(NOT_VALID);
        return page('You are unsubscribed', '<p>We will send no more newsletters to this address.</p>');
      },
    );
  });
}
