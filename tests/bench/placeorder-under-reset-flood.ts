// placeOrder latency alone, then while 40 connections send bogus password resets, then (optional phase
// `login`) while they send logins that each cost the backend a password check (issue 9, point 6).
//   npm run bench:orders
//   BENCH_ORDERS (200), BENCH_CONCURRENCY (4), BENCH_FLOOD_CONNECTIONS (40), BENCH_PHASES (alone,reset,login),
//   BENCH_VIA (gateway | backend), BENCH_MAX_SECONDS (300) to tune.
// It starts the real backend, and the gateway in front of it, as processes of their own (as `npm start` does),
// on a temporary SQLite database on 127.0.0.1, and sends traffic there only. Through the gateway, orders are
// GraphQL placeOrder calls of logged-in customers, sharing the gateway's upstream pool with the flood, as in
// production. Every phase is bounded by its order count, the whole run by BENCH_MAX_SECONDS.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backendTarget, gatewayTarget, startService, type Target } from './store-processes.ts';

const ORDERS = Number(process.env.BENCH_ORDERS || 200);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 4);
const FLOOD_CONNECTIONS = Number(process.env.BENCH_FLOOD_CONNECTIONS || 40);
const PHASES = (process.env.BENCH_PHASES || 'alone,reset,login').split(',') as Phase[];
const VIA = process.env.BENCH_VIA === 'backend' ? 'backend' : 'gateway';
const MAX_SECONDS = Number(process.env.BENCH_MAX_SECONDS || 300);

type Phase = 'alone' | 'reset' | 'login';

async function placeOrders(target: Target): Promise<{ latencies: number[]; failed: number; seconds: number }> {
  const latencies: number[] = [];
  let failed = 0;
  let left = ORDERS;
  const started = performance.now();
  const worker = async (index: number) => {
    while (left > 0) {
      left -= 1;
      const sent = performance.now();
      const ok = await target.placeOrder(index).catch(() => false);
      latencies.push(performance.now() - sent);
      if (!ok) failed += 1;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, index) => worker(index)));
  return { latencies, failed, seconds: (performance.now() - started) / 1000 };
}

/** Sends the flood on FLOOD_CONNECTIONS loops until stopped; counts the answers by outcome. */
function startFlood(target: Target, phase: Exclude<Phase, 'alone'>) {
  const counts = new Map<string, number>();
  let running = true;
  const loop = async () => {
    while (running) {
      const outcome = await (phase === 'reset' ? target.bogusReset() : target.costlyLogin()).catch(() => 'error');
      counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
    }
  };
  const loops = Promise.all(Array.from({ length: FLOOD_CONNECTIONS }, loop));
  return {
    counts,
    stop: async () => {
      running = false;
      await loops;
    },
  };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-orders-'));
  const children: { stop(): Promise<void>; kill(): void }[] = [];
  const deadline = setTimeout(() => {
    console.error(`stopped after BENCH_MAX_SECONDS=${MAX_SECONDS}`);
    for (const child of children) child.kill();
    rmSync(dir, { recursive: true, force: true });
    process.exit(2);
  }, MAX_SECONDS * 1000);
  deadline.unref();
  try {
    const backend = await startService('backend', dir);
    children.push(backend);
    let target = backendTarget(backend.url);
    if (VIA === 'gateway') {
      const gateway = await startService('gateway', dir, { BACKEND_PORT: String(backend.port) });
      children.push(gateway);
      target = await gatewayTarget(gateway.url, CONCURRENCY);
    }
    await placeOrders(target); // warm-up: JIT, statement caches, connection pools
    console.log(
      `\nplaceOrder via the ${VIA}: ${ORDERS} orders at concurrency ${CONCURRENCY}; ` +
        `floods on ${FLOOD_CONNECTIONS} connections (run ${randomBytes(3).toString('hex')})\n`,
    );
    for (const phase of PHASES) {
      const flood = phase === 'alone' ? null : startFlood(target, phase);
      if (flood) await new Promise((resolve) => setTimeout(resolve, 1000)); // let the flood build up
      const { latencies, failed, seconds } = await placeOrders(target);
      const stopping = performance.now();
      await flood?.stop();
      const sorted = latencies.sort((a, b) => a - b);
      const ms = (p: number) => `${percentile(sorted, p).toFixed(0).padStart(6)} ms`;
      const floodText = flood
        ? `   flood answers: ${[...flood.counts].map(([outcome, count]) => `${count} ${outcome}`).join(', ')}` +
          ` (last in ${((performance.now() - stopping) / 1000).toFixed(1)} s after)`
        : '';
      console.log(
        `${(phase === 'alone' ? 'alone' : `${phase} flood`).padEnd(12)} p50 ${ms(50)}   p99 ${ms(99)}   ` +
          `max ${ms(100)}   ${(latencies.length / seconds).toFixed(1)} orders/s   failed ${failed}${floodText}`,
      );
    }
  } finally {
    clearTimeout(deadline);
    for (const child of children.reverse()) await child.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
