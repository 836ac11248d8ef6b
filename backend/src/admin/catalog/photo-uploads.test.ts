import { mkdtempSync, rmSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { mediaDirOf } from '../../catalog/photo-store.ts';
import { registration } from '../../testing/fixtures.ts';
import { useTestBackend } from '../../testing/test-backend.ts';
import { claimUpload } from './photo-uploads.repository.ts';
import { writeUploadSource } from './upload-sources.ts';
import { call, newProduct, settledUpload, testImage, upload } from '../../testing/admin-client.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'store-photo-uploads-'));
const api = useTestBackend({ dataDir });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function product(): Promise<number> {
  return (await call(api, 'POST', '/admin-api/products', newProduct)).body.id;
}

/** The audit's photo: 8000×8000 px (by default), interlaced PNG, a few hundred KB that take seconds to resize. */
function hugePng(shade: number, side = 8000): Promise<Buffer> {
  const background = { r: shade, g: 90, b: 60 };
  return sharp({ create: { width: side, height: side, channels: 3, background } })
    .png({ progressive: true, compressionLevel: 1 })
    .toBuffer();
}

const uploadsOf = async (id: number) =>
  (await call(api, 'GET', `/admin-api/products/${id}`)).body.photoUploads as { id: string; status: string }[];

describe('a photo upload is answered at once and processed in the background', () => {
  // Twelve copies of 64 megapixels: seconds on an idle machine, up to half a minute on a busy one (settledUpload
  // waits 90 s).
  it('answers an 8000×8000 PNG 202 as processing, then it becomes the photo', { timeout: 120_000 }, async () => {
    const id = await product();
    const answer = await upload(api, id, { colour: 'Black', view: 'front' }, await hugePng(10), 'huge.png');
    expect(answer.status).toBe(202);
    expect(answer.body).toMatchObject({ colour: 'Black', view: 'front', status: 'processing', error: null });
    expect(await uploadsOf(id)).toEqual([expect.objectContaining({ id: answer.body.id, status: 'processing' })]);

    const photo = await settledUpload(api, id, answer.body.id);
    expect(photo).toMatchObject({ id: answer.body.id, width: 8000, height: 8000 });
    expect(photo.variants).toHaveLength(12);
    expect((await api.get(photo.src)).status).toBe(200);
    expect(await uploadsOf(id)).toEqual([]);
    // The photo is saved first, then the upload's bytes go: a reader may come between the two.
    await expect.poll(() => readdir(join(mediaDirOf({ dataDir }), 'uploads')), { timeout: 10_000 }).toEqual([]);
  });

  it('answers logins while eight large uploads are still being processed', async () => {
    const email = 'busy.owner@example.ae';
    expect((await api.postJson('/images/customers/', registration(email))).status).toBe('1');
    const ids = [await product(), await product()];
    const slots = ids.flatMap((id) => ['front', 'back', 'detail', 'front'].map((view, n) => ({ id, view, n })));
    const png = await hugePng(20, 3000);
    const accepted = await Promise.all(
      slots.map(({ id, view, n }) => upload(api, id, { colour: n === 3 ? 'White' : 'Black', view }, png, 'huge.png')),
    );
    expect(accepted.map((answer) => answer.status)).toEqual(Array(8).fill(202));

    const logins = await Promise.all(
      [1, 2, 3].map(() => api.postJson('/images/login/', { email, password: 'desert-rally-7' })),
    );
    expect(logins.map((login) => login.status)).toEqual(['1', '1', '1']);
    // The logins did not wait for the image work: most of it is still to do.
    const waiting = (await Promise.all(ids.map(uploadsOf))).flat();
    expect(waiting.filter((entry) => entry.status === 'processing').length).toBeGreaterThan(0);

    for (const [n, answer] of accepted.entries()) {
      expect(await settledUpload(api, slots[n]!.id, answer.body.id)).toHaveProperty('variants');
    }
  }, 120_000);

  it('keeps only the newest of uploads repeated on one colour and view, and its files alone', async () => {
    const id = await product();
    const sent = [];
    for (const shade of [30, 40, 50]) {
      sent.push(await upload(api, id, { colour: 'White', view: 'back' }, await hugePng(shade, 2500), 'huge.png'));
    }
    expect(sent.map((answer) => answer.status)).toEqual([202, 202, 202]);
    const last = sent[2]!.body.id as string;
    expect(await settledUpload(api, id, last)).toMatchObject({ id: last });
    const { body } = await call(api, 'GET', `/admin-api/products/${id}`);
    expect(
      body.photos.filter((photo: { view: string }) => photo.view === 'back').map((p: { id: string }) => p.id),
    ).toEqual([last]);
    expect(body.photoUploads).toEqual([]);
    const stored = await readdir(join(mediaDirOf({ dataDir }), 'photos'));
    const rows = await api.backend.db.db.selectFrom('product_photos').select('id').execute();
    expect(stored.sort()).toEqual(rows.map((row) => row.id).sort());
  }, 120_000);

  it('marks a damaged image failed with why, and the product keeps its art', async () => {
    const id = await product();
    const whole = await testImage(900, 900, 'png');
    const damaged = whole.subarray(0, Math.floor(whole.length / 2));
    const answer = await upload(api, id, { colour: 'Black', view: 'detail' }, damaged, 'damaged.png');
    expect(answer.status).toBe(202);
    expect(await settledUpload(api, id, answer.body.id)).toMatchObject({
      status: 'failed',
      error: 'The image could not be read: it may be damaged.',
    });
    expect((await call(api, 'GET', `/admin-api/products/${id}`)).body.photos).toEqual([]);
    // The worker marks the upload failed, then lets its bytes go: a reader may come between the two.
    await expect
      .poll(() => readdir(join(mediaDirOf({ dataDir }), 'uploads')), { timeout: 10_000 })
      .not.toContain(answer.body.id);
  }, 120_000);

  it('takes over an upload whose worker died mid-way once its claim has run out, and saves it once', async () => {
    const id = await product();
    const uploadId = '00000000-0000-4000-8000-00000000dead';
    await writeUploadSource(mediaDirOf({ dataDir }), uploadId, await testImage(700, 700));
    await api.backend.db.db
      .insertInto('photo_uploads')
      .values({
        id: uploadId,
        product_id: id,
        colour: 'White',
        view: 'front',
        actor: 'layla@shop.test',
        status: 'processing',
        error: null,
        attempts: 1,
        claimed_until: new Date(Date.now() - 1000).toISOString(),
        claim_token: 'a-worker-that-died',
        created_at: new Date().toISOString(),
      })
      .execute();
    expect(await settledUpload(api, id, uploadId)).toMatchObject({ id: uploadId, colour: 'White', width: 700 });
    const audit = await api.backend.db.db
      .selectFrom('audit_log')
      .select('actor')
      .where('subject', '=', String(id))
      .where('action', '=', 'photo.upload')
      .execute();
    expect(audit).toEqual([{ actor: 'layla@shop.test' }]);
  }, 120_000);

  it('refuses what it can tell from the header at once, before anything waits', async () => {
    const id = await product();
    const answer = await upload(api, id, { colour: 'Black', view: 'front' }, await testImage(8001, 4, 'png'));
    expect(answer).toMatchObject({ status: 400, body: { message: 'The image is 8001×4 px: the most is 8000×8000.' } });
    expect(await uploadsOf(id)).toEqual([]);
  });

  it('lets exactly one of many simultaneous claims on one upload win, across connections', async () => {
    const id = await product();
    const db = api.backend.db.db;
    const at = new Date().toISOString();
    await db
      .insertInto('photo_uploads')
      .values({
        id: '00000000-0000-4000-8000-000000000001',
        product_id: id,
        colour: 'Black',
        view: 'back',
        actor: 'layla@shop.test',
        status: 'processing',
        error: null,
        attempts: 0,
        // Held by a worker for the next hour, so this test's claims alone race for it once it is let go.
        claimed_until: '2999-01-01T00:00:00.000Z',
        claim_token: 'held',
        created_at: at,
      })
      .execute();
    await db
      .updateTable('photo_uploads')
      .set({ claimed_until: null, claim_token: null })
      .where('claim_token', '=', 'held')
      .execute();
    const until = new Date(Date.now() + 60_000).toISOString();
    const claims = await Promise.all(
      Array.from({ length: 6 }, (_, n) => claimUpload(db, '00000000-0000-4000-8000-000000000001', `t${n}`, at, until)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    await db.deleteFrom('photo_uploads').where('id', '=', '00000000-0000-4000-8000-000000000001').execute();
  });
});
