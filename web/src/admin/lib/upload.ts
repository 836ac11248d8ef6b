import { PHOTO_FORMATS, PHOTO_MAX_BYTES } from '@store/domain';

/** The types the file input offers; the store reads the image itself, so this is only the first check. */
export const PHOTO_TYPES = PHOTO_FORMATS.map((format) => `image/${format}`);
const MAX_MB = PHOTO_MAX_BYTES / 1024 / 1024;

/** What is wrong with a chosen file before it is sent, if anything: too large, empty or not an image we take. */
export function photoFileProblem(file: { size: number; type: string }): string | undefined {
  if (file.size === 0) return 'The file is empty. Choose a photo.';
  if (file.size > PHOTO_MAX_BYTES) {
    return `The photo is ${(file.size / 1024 / 1024).toFixed(1)} MB: a photo may be at most ${MAX_MB} MB.`;
  }
  // Some systems give no type; the store then decides from the bytes.
  if (file.type && !PHOTO_TYPES.includes(file.type)) return 'Choose a JPEG, PNG or WebP image.';
  return undefined;
}

const BY_STATUS: Record<number, string> = {
  401: 'You are signed out. Sign in again, then upload the photo.',
  404: 'What this image was for no longer exists.',
  413: `The photo is too large: a photo may be at most ${MAX_MB} MB.`,
  415: 'The file is not a JPEG, PNG or WebP image.',
};

/** The refusal to show for an upload's answer: the store's own text (`{error}` or `{message}`), else by status. */
export function uploadRefusal(status: number, body: unknown): string {
  if (typeof body === 'object' && body !== null) {
    for (const key of ['error', 'message'] as const) {
      const text = (body as Record<string, unknown>)[key];
      if (typeof text === 'string' && text.trim() !== '') return text;
    }
  }
  return BY_STATUS[status] ?? 'The photo could not be uploaded. Please try again.';
}

export interface FileUpload {
  /** Where the back office takes it (the gateway's /admin/uploads/…). */
  url: string;
  /** Form fields sent before the file. */
  fields?: Record<string, string>;
  file: File;
  /** From 0 to 1, as the bytes go out. */
  onProgress: (share: number) => void;
}

export type UploadOutcome = { ok: true } | { ok: false; message: string };

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * Sends an image (multipart, same origin with the staff cookie). XMLHttpRequest rather than fetch: it reports
 * the upload's progress.
 */
export function uploadFile({ url, fields = {}, file, onProgress }: FileUpload): Promise<UploadOutcome> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file);
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () =>
      resolve(
        request.status >= 200 && request.status <= 299
          ? { ok: true }
          : { ok: false, message: uploadRefusal(request.status, parse(request.responseText)) },
      );
    request.onerror = () =>
      resolve({ ok: false, message: 'The image could not be sent. Check the connection and try again.' });
    request.send(form);
  });
}
