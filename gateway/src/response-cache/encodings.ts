import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Smaller answers are kept and sent as they are: compressing them saves too little. */
const MIN_COMPRESSED_BYTES = 1_024;
/** Quality 5 compresses a shop page in about a millisecond, most of what 11 saves. */
const BROTLI_QUALITY = 5;

/** One answer as stored: its bytes, and their gzip and brotli forms when worth having. */
export interface CachedResponse {
  contentType: string;
  identity: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

export type Encoding = 'identity' | 'gzip' | 'br';

/** Compresses once, when the answer is stored, so that a hit never compresses (the zlib work runs off-thread). */
export async function encodeResponse(contentType: string, body: string): Promise<CachedResponse> {
  const identity = Buffer.from(body);
  if (identity.length < MIN_COMPRESSED_BYTES) return { contentType, identity };
  const [gzipForm, brForm] = await Promise.all([
    gzipped(identity),
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
  ]);
  return { contentType, identity, gzip: gzipForm, br: brForm };
}

/** Whether an Accept-Encoding header accepts `coding` (named, with a q above 0). */
function accepts(header: string, coding: string): boolean {
  return header.split(',').some((part) => {
    const [name = '', ...params] = part.split(';').map((item) => item.trim().toLowerCase());
    if (name !== coding) return false;
    const q = params.find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** The best form of `response` the client takes: brotli, then gzip, else the bytes as they are. */
export function chooseEncoding(acceptEncoding: string | undefined, response: CachedResponse): Encoding {
  if (!acceptEncoding) return 'identity';
  if (response.br && accepts(acceptEncoding, 'br')) return 'br';
  if (response.gzip && accepts(acceptEncoding, 'gzip')) return 'gzip';
  return 'identity';
}

/** The total bytes an entry holds, for the stores' size limits. */
export function sizeOf(response: CachedResponse): number {
  return response.identity.length + (response.gzip?.length ?? 0) + (response.br?.length ?? 0);
}
