import { sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Vite names every file under assets/ by a hash of its content: a changed file is a new URL. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files with fixed names (favicon, manifest, icons) may change with a release. */
const FIXED_NAME = 'public, max-age=3600';

function cacheControl(path: string): string {
  if (path.includes(`${sep}assets${sep}`)) return IMMUTABLE;
  if (/\.html(\.(br|gz))?$/.test(path)) return 'no-cache';
  return FIXED_NAME;
}

/**
 * The browser's files of the web client. Their .br and .gz twins (made at build) are sent to a browser that
 * accepts them. A path that is no file falls through to the not-found handler, which renders pages.
 */
export async function registerStaticFiles(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    // Files are looked up per request, so a rebuilt client is served without a restart.
    wildcard: true,
    // '/' is a page, rendered like the others.
    index: false,
    preCompressed: true,
    cacheControl: false,
    dotfiles: 'ignore',
    setHeaders: (reply, path) => void reply.header('cache-control', cacheControl(path)),
  });
}
