// Compiles the servers to JavaScript for production: one ES module bundle per entry point, run by plain `node`.
// Packages from node_modules stay imports (loaded at run time, native addons included); the workspace's own code
// (src/, migrations/, seed/, @store/domain and its JSON) is compiled in, so nothing TypeScript is loaded at run time.
//
// Each bundle sits at <workspace>/dist/NAME.js, the depth of <workspace>/src/NAME.ts, so the modules directly
// under src/ that find repository files with `new URL('../../…', import.meta.url)` (backend/src/config.ts:
// data/; gateway/src/config.ts: schema/, web/dist/) find the same files from the bundle.
import { build } from 'esbuild';

const entries = {
  backend: { main: 'backend/src/main.ts', orders: 'backend/src/cli/orders.ts' },
  gateway: { main: 'gateway/src/main.ts' },
};

/** Bare imports (packages, node: built-ins) are left to Node, except the workspace's own `@store/*`. */
const packagesExternal = {
  name: 'packages-external',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, ({ path }) =>
      path.startsWith('@store/') ? undefined : { external: true },
    );
  },
};

const started = performance.now();
for (const [workspace, entryPoints] of Object.entries(entries)) {
  await build({
    entryPoints,
    outdir: `${workspace}/dist`,
    bundle: true,
    platform: 'node',
    format: 'esm',
    // Development still runs on Node 20.19+ (`npm start` runs these bundles too).
    target: 'node20.19',
    sourcemap: true,
    // Bundling renames clashing identifiers; keep class and function names as written (logs, error names).
    keepNames: true,
    plugins: [packagesExternal],
    logLevel: 'warning',
  });
}
console.log(`servers compiled to backend/dist and gateway/dist in ${Math.round(performance.now() - started)} ms`);
