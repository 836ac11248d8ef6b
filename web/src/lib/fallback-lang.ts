/**
 * The attributes of a content field the gateway answered in English on an Arabic page (its `fallbackFields`):
 * marked English and left to right, so that screen readers pronounce it and punctuation sits where it should.
 * Nothing for a field in the page's language.
 */
export const inEnglish = (fallbackFields: readonly string[] | undefined, field: string) =>
  fallbackFields?.includes(field) ? ({ lang: 'en', dir: 'ltr' } as const) : undefined;
