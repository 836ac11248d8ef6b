import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Uploaded photos on disk: `<dataDir>/media/photos/<photo id>/<width>-<content hash>.<ext>`. Files are written
 * once and never changed (the hash is of their bytes), so their URLs are cached as immutable. Several backend
 * instances must share the media directory (a shared volume), as they share the database.
 */
export function mediaDirOf(config: { dataDir: string }): string {
  return join(config.dataDir, 'media');
}

const PHOTO_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PHOTO_FILE = /^\d{1,5}-[0-9a-f]{16}\.(avif|webp|jpg)$/;
const CONTENT_TYPES: Record<string, string> = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg' };

function photoDir(mediaDir: string, photoId: string): string {
  return join(mediaDir, 'photos', photoId);
}

/** A stored file and its type, or null when the names are not ours or the file is not there. */
export async function readPhotoFile(
  mediaDir: string,
  photoId: string,
  file: string,
): Promise<{ bytes: Buffer; contentType: string } | null> {
  // Only names this module makes: nothing else (`..`, other folders) can reach the disk.
  if (!PHOTO_ID.test(photoId) || !PHOTO_FILE.test(file)) return null;
  try {
    const bytes = await readFile(join(photoDir(mediaDir, photoId), file));
    return { bytes, contentType: CONTENT_TYPES[file.slice(file.lastIndexOf('.') + 1)]! };
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return null;
    throw error;
  }
}

/** Writes a photo's files into a folder of their own, all or none: written aside, then renamed into place. */
export async function writePhotoFiles(
  mediaDir: string,
  photoId: string,
  files: readonly { file: string; bytes: Buffer }[],
): Promise<void> {
  const staging = join(mediaDir, 'staging', randomUUID());
  await mkdir(staging, { recursive: true });
  try {
    for (const { file, bytes } of files) await writeFile(join(staging, file), bytes);
    await mkdir(join(mediaDir, 'photos'), { recursive: true });
    await rename(staging, photoDir(mediaDir, photoId));
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

export async function removePhotoFiles(mediaDir: string, photoId: string): Promise<void> {
  if (PHOTO_ID.test(photoId)) await rm(photoDir(mediaDir, photoId), { recursive: true, force: true });
}
