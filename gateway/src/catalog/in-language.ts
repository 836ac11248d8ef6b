import type { Locale } from '@store/domain';

/** A model's Arabic texts, field by field (the bundled backend's `ar`); null or absent: missing. */
export type ArabicTexts<Field extends string> = Partial<Record<Field, string | readonly string[] | null>>;

const isMissing = (value: string | readonly string[] | null | undefined) =>
  value === null || value === undefined || value.length === 0;

/** One shown field in the request's language: the Arabic when asked and present, else the English. */
export function inLanguage<Field extends string, Value extends string | readonly string[]>(
  model: { ar?: ArabicTexts<Field> },
  field: Field,
  english: Value,
  language: Locale,
): Value {
  const arabic = model.ar?.[field];
  return language === 'ar' && !isMissing(arabic) ? (arabic as Value) : english;
}

/**
 * The fields answered in English on an Arabic request because their Arabic is missing (and the English is not
 * empty): the web marks them `lang="en"`. Always empty on an English request.
 */
export function fallbackFields<Field extends string>(
  model: { ar?: ArabicTexts<Field> },
  english: Readonly<Record<Field, string | readonly string[]>>,
  language: Locale,
): Field[] {
  if (language !== 'ar') return [];
  return (Object.keys(english) as Field[]).filter((field) => english[field].length > 0 && isMissing(model.ar?.[field]));
}
