import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { ProductArt } from '../../seed/artwork.ts';
import { ART_ENCODING, renderArt } from './art-render.ts';
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

function keyOf(art: ProductArt, width: number, format: ArtFormat): string {
  return createHash('sha256')
    .update(JSON.stringify([art, width, format, ART_ENCODING[format]]))
    .digest('hex')
    .slice(0, 32);
}

async function readOrRender(file: string, art: ProductArt, width: number, format: ArtFormat): Promise<Buffer> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as { code?: string }).code !== 'ENOENT') throw error;
  }
  const bytes = await inTurn(() => renderArt(art, width, format));
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
export function artCopy(mediaDir: string, art: ProductArt, width: number, format: ArtFormat): Promise<Buffer> {
  const key = keyOf(art, width, format);
  const pending = renders.get(key);
  if (pending) return pending;
  const render = readOrRender(join(mediaDir, 'art', `${key}.${format}`), art, width, format).finally(() =>
    renders.delete(key),
  );
  renders.set(key, render);
  return render;
}
