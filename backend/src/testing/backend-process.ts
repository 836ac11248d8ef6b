import { spawn, type ChildProcess } from 'node:child_process';
import { TEST_PASSWORD_HASH_COST } from './fixtures.ts';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export interface BackendProcess {
  child: ChildProcess;
  url: string;
  /** Every line the process printed on stdout (its JSON log). */
  lines: string[];
  /** Every line it printed on stderr. */
  errors: string[];
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** SIGKILLs the process if it is still running. */
  kill(): void;
}

/**
 * Runs the real backend entry point (src/main.ts) in a child process, as production does, so a crash or
 * an exit code is what the test observes.
 */
export async function spawnBackend(env: Record<string, string>): Promise<BackendProcess> {
  const main = fileURLToPath(new URL('../main.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: { ...process.env, BACKEND_PORT: '0', PASSWORD_HASH_COST: String(TEST_PASSWORD_HASH_COST), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  const lines: string[] = [];
  const errors: string[] = [];
  createInterface({ input: child.stderr! }).on('line', (line) => errors.push(line));
  const url = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      lines.push(line);
      const match = /backend on (http:\/\/[^ ]+) /.exec(line);
      if (match) resolve(match[1]!);
    });
    void exited.then((code) => reject(new Error(`backend exited with ${code} before listening`)));
  });
  return {
    child,
    url,
    lines,
    errors,
    exited,
    kill: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}
