import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { ProductArt } from '../../seed/artwork.ts';
import { ART_ENCODING, renderArt, renderFlatArt, type FlatArt } from './art-render.ts';
import type { ArtFormat } from './media-paths.ts';

/**
 * Raster copies of the generated art, drawn once and kept on disk: `<mediaDir>/art/<hash>.<format>`, the hash
 * of everything the bytes depend on (the SVG, the width, the format and its settings). A changed title makes a
 * new file instead of serving the old picture; several backend instances share the media directory (as they
 * do for photos), so each copy is drawn once for all of them, and a restart draws nothing again.
 */
const renders = new Map<string, Promise<Buffer>>();

/**
 * Copies are drawn one per CPU at a time, in the order they were asked for: a page's first images (asked for
 * first) are ready first, instead of every image of a cold page sharing the CPUs and all arriving late.
 */
const slots = { free: Math.max(1, availableParallelism()), waiting: [] as (() => void)[] };

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (slots.free > 0) slots.free -= 1;
  else await new Promise<void>((resolve) => slots.waiting.push(resolve));
  try {
    return await work();
  } finally {
    const next = slots.waiting.shift();
    if (next) next();
    else slots.free += 1;
  }
}

/** `source` is everything the bytes depend on besides the format and its settings. */
function keyOf(source: unknown, format: ArtFormat): string {
  return createHash('sha256')
    .update(JSON.stringify([source, format, ART_ENCODING[format]]))
    .digest('hex')
    .slice(0, 32);
}

async function readOrRender(file: string, render: () => Promise<Buffer>): Promise<Buffer> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as { code?: string }).code !== 'ENOENT') throw error;
  }
  const bytes = await inTurn(render);
  // Written aside and renamed: a reader never sees half a file, and two writers of the same copy agree.
  const staging = `${file}.${randomUUID()}.tmp`;
  try {
    await mkdir(join(file, '..'), { recursive: true });
    await writeFile(staging, bytes);
    await rename(staging, file);
  } catch {
    await rm(staging, { force: true });
  }
  return bytes;
}

/** A copy's bytes; concurrent requests for the same copy share one drawing. */
function cachedCopy(mediaDir: string, key: string, format: ArtFormat, render: () => Promise<Buffer>) {
  const pending = renders.get(key);
  if (pending) return pending;
  const copy = readOrRender(join(mediaDir, 'art', `${key}.${format}`), render).finally(() => renders.delete(key));
  renders.set(key, copy);
  return copy;
}

/** A product image's copy: the shirt's art with its shadow and grain (renderArt). */
export function artCopy(mediaDir: string, art: ProductArt, width: number, format: ArtFormat): Promise<Buffer> {
  return cachedCopy(mediaDir, keyOf([art, width], format), format, () => renderArt(art, width, format));
}

/** A banner's or collection card's copy: its SVG drawn as it is (renderFlatArt). */
export function flatArtCopy(mediaDir: string, art: FlatArt, width: number, format: ArtFormat): Promise<Buffer> {
  return cachedCopy(mediaDir, keyOf(['flat', art, width], format), format, () => renderFlatArt(art, width, format));
}
