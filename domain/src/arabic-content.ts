/**
 * Content in Arabic beside English (issue 21): every Arabic field is optional, null when missing, and has the
 * limit of its English field. The shop shows a missing one in English (field by field); the back office marks it.
 */

export type ArabicText = string | null;

/** Trimmed Arabic text of at most `max` characters; absent, null or blank is null (missing). */
export function readArabicText(label: string, value: unknown, max: number): ArabicText | { problem: string } {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return { problem: `${label} (Arabic) must be text.` };
  const text = value.trim();
  if (text === '') return null;
  if (text.length > max) return { problem: `${label} (Arabic) must be at most ${max} characters.` };
  return text;
}

/** Lines of Arabic text (each trimmed, blank ones dropped), at most `maxLines` of `lineMax`; none is null. */
export function readArabicLines(
  label: string,
  value: unknown,
  maxLines: number,
  lineMax: number,
): string[] | null | { problem: string } {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value) || !value.every((line) => typeof line === 'string')) {
    return { problem: `${label} (Arabic) must be a list of lines.` };
  }
  const lines = value.map((line: string) => line.trim()).filter((line) => line !== '');
  if (lines.length > maxLines) return { problem: `${label} (Arabic) take at most ${maxLines} lines.` };
  if (lines.some((line) => /\p{Cc}/u.test(line)))
    return { problem: `Write each line of ${label} (Arabic) on its own.` };
  if (lines.some((line) => line.length > lineMax)) {
    return { problem: `Each line of ${label} (Arabic) must be at most ${lineMax} characters.` };
  }
  return lines.length > 0 ? lines : null;
}

/** Whether an Arabic value is missing: null, blank or an empty list. */
export function isArabicMissing(value: string | readonly string[] | null | undefined): boolean {
  if (value === null || value === undefined) return true;
  return typeof value === 'string' ? value.trim() === '' : value.length === 0;
}

/**
 * The English fields whose Arabic is missing, for the back office's "Arabic missing" mark: `pairs` maps each
 * English field name to its Arabic value.
 */
export function arabicMissingFields(
  pairs: Readonly<Record<string, string | readonly string[] | null | undefined>>,
): string[] {
  return Object.entries(pairs)
    .filter(([, arabic]) => isArabicMissing(arabic))
    .map(([field]) => field);
}
