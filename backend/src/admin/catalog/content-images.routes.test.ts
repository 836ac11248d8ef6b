import { mkdtempSync, rmSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PHOTO_MAX_BYTES } from '@store/domain';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { mediaDirOf } from '../../catalog/photo-store.ts';
import { useTestBackend } from '../../testing/test-backend.ts';
import { call, STAFF, testImage, uploadTo } from '../../testing/admin-client.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'store-content-images-'));
const api = useTestBackend({ dataDir });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

type ShopBanner = { id: number; imgsrc: string };
const shopBanner = async (id: number) =>
  (await api.getJson<ShopBanner[]>('/images/banners/')).find((banner) => banner.id === id);
const shopCard = async (name: string) =>
  (await api.getJson<{ json_data: string }[]>('/images/collects/'))
    .map((row) => JSON.parse(row.json_data) as { s_text: string; imgSrc: string })
    .find((card) => card.s_text === name);
const storedImages = async () => (await readdir(join(mediaDirOf({ dataDir }), 'photos')).catch(() => [])).length;

describe('a banner image', () => {
  it('replaces the generated art in the shop, in 640 to 1920 px copies; removing it brings the art back', async () => {
    const [first] = await api.getJson<ShopBanner[]>('/images/banners/');
    expect(first?.imgsrc).toMatch(/\/banners\/\d+-1920\.jpg$/);
    const id = first!.id;

    const uploaded = await uploadTo(api, `/admin-api/banners/${id}/image`, {}, await testImage(2400, 900));
    expect(uploaded.status).toBe(200);
    expect(uploaded.body).toMatchObject({ id, imageUploaded: true });
    expect(uploaded.body.imageSrc).toMatch(/^\/media\/v3\/photos\/[0-9a-f-]{36}\/1920-[0-9a-f]{16}\.jpg$/);
    expect((await shopBanner(id))?.imgsrc).toBe(uploaded.body.imageSrc);
    const image = await api.get(uploaded.body.imageSrc);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const folder = uploaded.body.imageSrc.split('/')[4];
    const files = await readdir(join(mediaDirOf({ dataDir }), 'photos', folder));
    expect(files.map((file) => file.replace(/-[0-9a-f]{16}/, '')).sort()).toEqual(
      [
        '640.avif',
        '640.jpg',
        '640.webp',
        '1280.avif',
        '1280.jpg',
        '1280.webp',
        '1920.avif',
        '1920.jpg',
        '1920.webp',
      ].sort(),
    );

    // A second upload replaces the first, whose files go.
    const again = await uploadTo(api, `/admin-api/banners/${id}/image`, {}, await testImage(1000, 400, 'png'));
    expect(again.body.imageSrc).toMatch(/\/640-[0-9a-f]{16}\.jpg$/);
    expect(await storedImages()).toBe(1);

    const removed = await call(api, 'DELETE', `/admin-api/banners/${id}/image`);
    expect(removed.body).toMatchObject({ id, imageUploaded: false, imageSrc: expect.stringMatching(/\.svg$/) });
    expect((await shopBanner(id))?.imgsrc).toMatch(/\/banners\/\d+-1920\.jpg$/);
    expect(await storedImages()).toBe(0);

    const audit = await api.getJson<{ action: string; subject: string }[]>('/admin-api/audit?pageSize=5');
    expect(audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['banner.image.upload', 'banner.image.remove']),
    );
  });

  it('saves nothing of an upload whose caller gave up (the gateway at its deadline)', async () => {
    const [first, second] = await api.getJson<ShopBanner[]>('/images/banners/');
    const since = new Date().toISOString();
    const before = await storedImages();
    const huge = await sharp({ create: { width: 8000, height: 3000, channels: 3, background: '#14213d' } })
      .png({ progressive: true, compressionLevel: 1 })
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(huge)], { type: 'image/png' }), 'huge.png');
    const given = fetch(`${api.url}/admin-api/banners/${first!.id}/image`, {
      method: 'POST',
      headers: STAFF,
      body: form,
      signal: AbortSignal.timeout(500),
    });
    await expect(given).rejects.toThrow();
    // The same work for another banner goes through the same one-at-a-time encoding after the given-up one's:
    // once it is saved, the given-up one would have been saved too.
    const kept = await uploadTo(api, `/admin-api/banners/${second!.id}/image`, {}, huge, 'huge.png');
    expect(kept.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await shopBanner(first!.id))?.imgsrc).toBe(first!.imgsrc);
    const audit = await api.backend.db.db
      .selectFrom('audit_log')
      .select('subject')
      .where('action', 'like', 'banner.%')
      .where('subject', '=', String(first!.id))
      .where('at', '>=', since)
      .execute();
    expect(audit).toEqual([]);
    expect(await storedImages()).toBe(before + 1);
    expect((await call(api, 'DELETE', `/admin-api/banners/${second!.id}/image`)).status).toBe(200);
    expect(await storedImages()).toBe(before);
  }, 120_000);

  it('goes with its banner when the banner is deleted', async () => {
    const created = await call(api, 'POST', '/admin-api/banners', {
      alt: 'Night race',
      heading: 'Night<br>race',
      text: 'Glow in the dark prints.',
      btntext: 'Shop now',
      position: 9,
    });
    const id = created.body.id as number;
    await uploadTo(api, `/admin-api/banners/${id}/image`, {}, await testImage(800, 300));
    expect(await storedImages()).toBe(1);
    await call(api, 'DELETE', `/admin-api/banners/${id}`);
    expect(await storedImages()).toBe(0);
  });

  it('refuses what is not an image, an unknown banner, a body too large, a call naming no staff member, and JSON', async () => {
    const [{ id }] = (await api.getJson<ShopBanner[]>('/images/banners/')) as [ShopBanner];
    const path = `/admin-api/banners/${id}/image`;
    const text = await uploadTo(api, path, {}, Buffer.from('not an image at all'));
    expect(text.status).toBe(415);
    expect((await uploadTo(api, '/admin-api/banners/999999/image', {}, await testImage(800, 300))).status).toBe(404);
    expect((await uploadTo(api, '/admin-api/banners/abc/image', {}, await testImage(800, 300))).status).toBe(400);
    const tooLarge = await uploadTo(api, path, {}, Buffer.alloc(PHOTO_MAX_BYTES + 1));
    expect(tooLarge).toMatchObject({ status: 413, body: { message: 'The photo is larger than 10 MB.' } });
    const stranger = await uploadTo(api, path, {}, await testImage(800, 300), 'photo.jpg', {});
    expect(stranger.status).toBe(400);
    const json = await fetch(`${api.url}${path}`, {
      method: 'POST',
      headers: { ...STAFF, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(415);
    expect((await shopBanner(id))?.imgsrc).toMatch(/\/banners\/\d+-1920\.jpg$/);
    expect(await storedImages()).toBe(0);
  });
});

describe('a collection image', () => {
  it('shows on the collection card, and an unknown collection is 404', async () => {
    const uploaded = await uploadTo(api, '/admin-api/collections/JDM/image', {}, await testImage(900, 900, 'webp'));
    expect(uploaded.status).toBe(200);
    expect(uploaded.body).toMatchObject({ name: 'JDM', imageUploaded: true });
    expect((await shopCard('JDM'))?.imgSrc).toBe(uploaded.body.imageSrc);
    expect((await call(api, 'DELETE', '/admin-api/collections/JDM/image')).body.imageUploaded).toBe(false);
    expect((await shopCard('JDM'))?.imgSrc).toMatch(/\/collections\/jdm-600\.jpg$/);
    const unknown = await uploadTo(api, '/admin-api/collections/Boats/image', {}, await testImage(900, 900));
    expect(unknown.status).toBe(404);
  });
});
