import type { PageTextModel } from '../catalog/models.ts';
import { list, record } from './wire.ts';

/** A compiled message: a list of strings and tokens (Lingui's compiled form), as the backend compiled it. */
const isCompiled = (value: unknown): value is unknown[] => Array.isArray(value);

/**
 * images/page-texts/ (the bundled backend's): [{ key, en, ar }]; an entry without a key or an English text is
 * skipped. Each message is kept as the JSON text the shop's answer carries, so no request writes it again.
 */
export function parsePageTexts(body: unknown): PageTextModel[] {
  return list(body).flatMap((item) => {
    const row = record(item);
    if (typeof row.key !== 'string' || !isCompiled(row.en)) return [];
    return [{ key: row.key, en: JSON.stringify(row.en), ar: isCompiled(row.ar) ? JSON.stringify(row.ar) : null }];
  });
}
