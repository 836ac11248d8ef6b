import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { localeOfPath, textDirection } from '@store/domain';
import type { DocumentLanguage, RenderOutput } from './server-render.ts';

/**
 * The document in the page's language: `<html lang dir>` (English keeps the built `<html lang="en">` as it is), the
 * language's face preload right after the viewport tag, and the language's catalogue before the scripts that read
 * it. Without a catalogue (a render that failed), the browser loads it itself, and the face comes when the
 * stylesheet asks for it.
 */
export function withLanguage(
  template: string,
  language: Pick<DocumentLanguage, 'lang' | 'dir'> & Partial<Pick<DocumentLanguage, 'catalogue' | 'facePreload'>>,
) {
  const html = language.lang === 'en' ? '<html lang="en">' : `<html lang="${language.lang}" dir="${language.dir}">`;
  const withHtml = afterViewport(
    template.replace(/<html[^>]*>/, () => html),
    language.facePreload,
  );
  return language.catalogue ? withHtml.replace('</body>', () => `  ${language.catalogue}\n  </body>`) : withHtml;
}

/** `elements` right after the viewport tag (or at the head's end), before the built scripts and styles. */
function afterViewport(html: string, elements: string | undefined): string {
  if (!elements) return html;
  const viewport = /<meta\s+name="viewport"[^>]*>/.exec(html);
  return viewport
    ? html.replace(viewport[0], () => `${viewport[0]}\n    ${elements}`)
    : html.replace('</head>', () => `  ${elements}\n  </head>`);
}

/** The language of a page the server could not render, from its path alone. */
export function pathLanguage(url: string): Pick<DocumentLanguage, 'lang' | 'dir'> {
  const lang = localeOfPath(url.split(/[?#]/)[0] ?? '/');
  return { lang, dir: textDirection(lang) };
}

/**
 * The built index.html with the rendered page in it: its head, its markup and its data (never executed).
 * The page's head goes right after the viewport tag, before the built scripts and styles, so that the
 * browser asks for the preloaded first image before the modules.
 */
export function fillTemplate(template: string, page: Extract<RenderOutput, { kind: 'page' }>): string {
  // Replaced by functions: a replacement string would read `$&` or `$'` in a product's text as patterns.
  const withoutOwnHead = template.replace(/<title>[^<]*<\/title>/, '').replace(/<meta\s+name="description"[^>]*>/, '');
  const filled = afterViewport(withoutOwnHead, page.head)
    .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`)
    .replace('</body>', () => `  ${page.state}\n  </body>`);
  return withLanguage(filled, page.language);
}

/**
 * Sends a page that the browser revalidates each time: an ETag of its content, and 304 when the browser has
 * it already.
 */
export function sendHtml(request: FastifyRequest, reply: FastifyReply, status: number, html: string) {
  const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 32)}"`;
  reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('etag', etag);
  const cached = request.headers['if-none-match']?.split(/\s*,\s*/).some((tag) => tag.replace(/^W\//, '') === etag);
  if (status === 200 && cached) return reply.code(304).send();
  reply.code(status);
  return request.method === 'HEAD' ? reply.header('content-length', Buffer.byteLength(html)).send() : reply.send(html);
}
