import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { compiledCatalogues } from './catalogue-plugin.ts';
import { compileHints } from './compile-hints-plugin.ts';
import { fontSubsets } from './font-subset-plugin.ts';
import { precompress } from './precompress-plugin.ts';
import { scriptsAfterFirstPaint } from './scripts-after-paint-plugin.ts';

const gateway = process.env.GATEWAY_URL || 'http://127.0.0.1:3000';

/**
 * `vite build` makes the browser's files in dist/client; `vite build --ssr src/entry-server.tsx` makes the
 * server render the gateway imports, in dist/server (never served).
 */
export default defineConfig({
  plugins: [react(), compiledCatalogues(), fontSubsets(), scriptsAfterFirstPaint(), compileHints(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    // rxjs (under Apollo Client) in its ES2015 build: the default ES5 one is larger and pulls in tslib.
    conditions: ['es2015', ...defaultClientConditions],
  },
  // `npm run dev -w web`: the GraphQL API and images come from a running gateway.
  server: { proxy: { '/graphql': gateway, '/media': gateway } },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    // Maps modules to chunks (dist/client/.vite/, never served), for scripts/check-js-budget.mjs.
    manifest: true,
    // modulePreload: set by scriptsAfterFirstPaint (the page lists its modules; lazy chunks preload nothing).
    // One stylesheet (about 18 kB gzip) in the page's head: a server-rendered page is styled from its first
    // paint, instead of moving when its route's CSS arrives with the route's script.
    cssCodeSplit: false,
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Everything the entry imports statically in two chunks: "vendor" (the libraries) and "app" (the store's
            // own code). The page fetches four scripts before it hydrates instead of 33, most of them under 1 kB, and
            // the boot script runs the two big ones in tasks of their own (docs/decisions.md, "The page's modules
            // come in two chunks, run one per task"). The entry's own module stays the entry chunk (index).
            codeSplitting: {
              groups: [
                {
                  name: 'vendor',
                  tags: ['$initial'],
                  // With React DOM's client start (src/lib/react-dom-client.ts), which the boot script runs quietly.
                  test: /[\\/]node_modules[\\/]|[\\/]src[\\/]lib[\\/]react-dom-client\.ts$/,
                  priority: 2,
                },
                {
                  name: 'app',
                  tags: ['$initial'],
                  test: (id) => !/[\\/](main\.tsx|index\.html)$/.test(id),
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    },
  },
  // The domain package is TypeScript source: the server bundle takes it in; other packages stay in node_modules.
  ssr: { noExternal: ['@store/domain'] },
});
