import { PHOTO_MAX_BYTES } from '@store/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors.ts';

/** One image of at most 10 MB and a few short fields (@fastify/multipart's limits). */
export const UPLOAD_LIMITS = {
  fileSize: PHOTO_MAX_BYTES,
  files: 1,
  fields: 4,
  fieldSize: 200,
  parts: 6,
  headerPairs: 50,
};

const TOO_LARGE = `The photo is larger than ${PHOTO_MAX_BYTES / 1024 / 1024} MB.`;

/** An upload's fields and its one file, read into memory (10 MB at most); `fieldNames` are the fields it takes. */
export async function readUploadForm(scope: FastifyInstance, request: FastifyRequest, fieldNames: readonly string[]) {
  const expected = fieldNames.length ? `the fields ${fieldNames.join(' and ')} and one file` : 'one file';
  if (!request.isMultipart()) throw new HttpError(415, `Send the image as multipart/form-data with ${expected}.`);
  const fields: Record<string, string> = {};
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') bytes = await part.toBuffer();
      else fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    const errors = scope.multipartErrors;
    if (error instanceof errors.RequestFileTooLargeError) throw new HttpError(413, TOO_LARGE);
    if (error instanceof errors.FilesLimitError) throw new HttpError(400, 'Send one file at a time.');
    if (error instanceof errors.PartsLimitError || error instanceof errors.FieldsLimitError) {
      throw new HttpError(400, `Send only ${expected}.`);
    }
    // Anything else is a body the multipart parser could not read: no boundary, parts that do not match it, a
    // body cut short. The sender's fault, said as such.
    throw new HttpError(400, `The upload is not readable multipart/form-data: send ${expected}.`);
  }
  if (!bytes || bytes.length === 0) throw new HttpError(400, 'file: Attach the photo as a file.');
  return { fields, bytes };
}
