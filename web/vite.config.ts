import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress-plugin.ts';

const gateway = process.env.GATEWAY_URL || 'http://127.0.0.1:3000';

/**
 * `vite build` makes the browser's files in dist/client; `vite build --ssr src/entry-server.tsx` makes the
 * server render the gateway imports, in dist/server (never served).
 */
export default defineConfig({
  plugins: [react(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  // `npm run dev -w web`: the GraphQL API and images come from a running gateway.
  server: { proxy: { '/graphql': gateway, '/media': gateway } },
  build: { outDir: 'dist/client', emptyOutDir: true },
  // The domain package is TypeScript source: the server bundle takes it in; other packages stay in node_modules.
  ssr: { noExternal: ['@store/domain'] },
});
