import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The bytes of an upload waiting to be processed, on the media volume every backend instance shares:
 * `<mediaDir>/uploads/<upload id>`. Removed once the photo is saved or the upload replaced.
 */
const UPLOAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function sourcePath(mediaDir: string, uploadId: string): string {
  if (!UPLOAD_ID.test(uploadId)) throw new Error(`not an upload id: ${uploadId}`);
  return join(mediaDir, 'uploads', uploadId);
}

export async function writeUploadSource(mediaDir: string, uploadId: string, bytes: Buffer): Promise<void> {
  await mkdir(join(mediaDir, 'uploads'), { recursive: true });
  await writeFile(sourcePath(mediaDir, uploadId), bytes);
}

/** The bytes, or null when they are gone (the upload was replaced meanwhile). */
export async function readUploadSource(mediaDir: string, uploadId: string): Promise<Buffer | null> {
  try {
    return await readFile(sourcePath(mediaDir, uploadId));
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return null;
    throw error;
  }
}

export async function removeUploadSource(mediaDir: string, uploadId: string): Promise<void> {
  await rm(sourcePath(mediaDir, uploadId), { force: true });
}
