import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Brotli or gzip, as the browser accepts, for every answer worth it (pages, GraphQL, the sitemap). Static
 * files come precompressed from the build (static-files.ts) and are sent as they are. Registered before the
 * routes, since the plugin hooks each route as it is added.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Answers only: a compressed request body is refused (415) rather than inflated, so a small body never
  // becomes a large one past the body limit (no client of the store compresses what it sends).
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
  });
}
