import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { firstVariant, setStock, stockOf } from '../testing/catalogue-helpers.ts';
import { orderBody } from '../testing/fixtures.ts';
import { testDialect } from '../testing/test-database.ts';
import { useTestBackend } from '../testing/test-backend.ts';

const api = useTestBackend();

describe('concurrent orders for the last units', () => {
  it('places exactly as many single-unit orders as there is stock, and never oversells', async () => {
    const db = api.backend.db.db;
    const v = await firstVariant(db, 1);
    await setStock(db, 1, v.size, v.colour, 20);

    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, n) =>
        api.postJson<{ status: string; message: string }>(
          '/images/Orders/',
          orderBody(`rush${n}@example.ae`, [{ id: 1, quantity: 1, ssize: v.size, scolor: v.colour }]),
        ),
      ),
    );
    const elapsed = performance.now() - started;
    console.log(`[${testDialect()}] 60 concurrent orders for 20 units: ${elapsed.toFixed(0)} ms`);

    expect(answers.filter((a) => a.status === '1')).toHaveLength(20);
    const refused = answers.filter((a) => a.status === '2');
    expect(refused).toHaveLength(40);
    expect(refused.every((a) => a.message === `${v.title} (size ${v.size}, colour ${v.colour}) is out of stock.`)).toBe(
      true,
    );
    expect(await stockOf(db, 1, v.size, v.colour)).toBe(0);
    const placed = await db.selectFrom('order_items').select('quantity').where('product_id', '=', 1).execute();
    expect(placed.reduce((sum, line) => sum + line.quantity, 0)).toBe(20);
  });

  it('keeps multi-line orders whole when they race for the same variants in opposite order', async () => {
    const db = api.backend.db.db;
    const a = await firstVariant(db, 2);
    const b = await firstVariant(db, 3);
    await setStock(db, 2, a.size, a.colour, 10);
    await setStock(db, 3, b.size, b.colour, 10);
    const lineA = { id: 2, quantity: 1, ssize: a.size, scolor: a.colour };
    const lineB = { id: 3, quantity: 1, ssize: b.size, scolor: b.colour };
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        api.postJson<{ status: string }>(
          '/images/Orders/',
          orderBody(`pair${n}@example.ae`, n % 2 ? [lineA, lineB] : [lineB, lineA]),
        ),
      ),
    );
    expect(answers.filter((x) => x.status === '1')).toHaveLength(10);
    expect(await stockOf(db, 2, a.size, a.colour)).toBe(0);
    expect(await stockOf(db, 3, b.size, b.colour)).toBe(0);
  });
});
