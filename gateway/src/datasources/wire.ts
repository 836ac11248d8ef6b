/** Defensive readers for upstream JSON: the legacy backend's records are loosely typed. */

export type WireRecord = Record<string, unknown>;

export function record(value: unknown): WireRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as WireRecord) : {};
}

export function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function text(value: unknown, fallback = ''): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return fallback;
}

export function optionalText(value: unknown): string | null {
  const result = text(value).trim();
  return result === '' ? null : result;
}

export function number(value: unknown, fallback = 0): number {
  const parsed = typeof value === 'string' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : fallback;
}

/** A JSON text field (`product_json`, `json_data`, `order_info`), or {} when it does not parse. */
export function jsonText(value: unknown): WireRecord {
  if (typeof value !== 'string') return record(value);
  try {
    return record(JSON.parse(value));
  } catch {
    return {};
  }
}

/** The legacy answer `{status: '1' | '2' | 1 | 2, message}`. */
export interface LegacyAnswer {
  ok: boolean;
  message: string;
  raw: WireRecord;
}

export function legacyAnswer(body: unknown): LegacyAnswer {
  const raw = record(body);
  return { ok: String(raw.status) === '1', message: text(raw.message), raw };
}
