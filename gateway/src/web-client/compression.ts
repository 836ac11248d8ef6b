import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Brotli or gzip, as the browser accepts, for every answer worth it (pages, GraphQL, the sitemap). Static
 * files come precompressed from the build (static-files.ts) and are sent as they are. Registered before the
 * routes, since the plugin hooks each route as it is added.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
}
