import type { FastifyInstance, FastifyRequest } from 'fastify';
import { chosenLocale, DEFAULT_LOCALE, type Locale } from '@store/domain';
import type { GatewayServices } from '../context.ts';
import { askPage, donePage, notValidPage } from './unsubscribe-page.ts';

const TOKEN = /^[A-Za-z0-9_-]{16,64}$/;
const PATH = '/newsletter/unsubscribe';

/** The language the visitor chose in the shop, for a link that names no subscription. */
function visitorLanguage(request: FastifyRequest): Locale {
  return chosenLocale(request.headers.cookie ?? '') ?? DEFAULT_LOCALE;
}

function tokenOf(value: unknown): string | null {
  return typeof value === 'string' && TOKEN.test(value) ? value : null;
}

/**
 * The welcome mail's unsubscribe link. Opening it asks to confirm with one button, and only that button (a POST)
 * takes the address off the list: mail filters and link scanners open every link of a mail, and a GET that
 * unsubscribed would unsubscribe readers who never asked. Mail programs' one-click unsubscribe (RFC 8058: a POST
 * of `List-Unsubscribe=One-Click` to the same link) is the same POST. The token is the link's only secret and
 * names one subscriber. Its pages are in the subscription's language; a link that names none, in the language the
 * visitor chose in the shop (the `lang` cookie), else English.
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
      const language = token && (await upstreams.newsletter.subscriptionLanguage(token));
      if (!token || !language) return reply.code(404).send(notValidPage(visitorLanguage(request)));
      return askPage(language, PATH, token);
    });

    scope.post<{ Querystring: { token?: unknown }; Body: Record<string, unknown> | undefined }>(
      PATH,
      async (request, reply) => {
        const token = tokenOf(request.body?.token) ?? tokenOf(request.query.token);
        const language = token && (await upstreams.newsletter.unsubscribe(token));
        reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
        if (!token || !language) return reply.code(404).send(notValidPage(visitorLanguage(request)));
        return donePage(language);
      },
    );
  });
}
