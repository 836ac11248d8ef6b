import { pageTextAsSaved } from '@store/domain';
import type { PageTextInput, PageTextsForm_TextFragment } from '@/admin/__generated__/graphql.ts';

type PageText = Pick<PageTextsForm_TextFragment, 'key' | 'english' | 'arabic' | 'shippedEnglish' | 'shippedArabic'>;

/** One text's fields as typed. final-form drops an emptied field, hence optional. */
export interface TextValues {
  english?: string;
  arabic?: string;
}

/** The form's values: one entry per text, in the page's order (field names `texts[3].english`). */
export interface PageTextsValues {
  texts: TextValues[];
}

/** A field's text as the shop saves it (domain's rule): a line break typed at the end is no change. */
export function asSaved(text: string | undefined): string {
  return pageTextAsSaved(text ?? '');
}

export function pageTextsValues(texts: readonly PageText[]): PageTextsValues {
  return { texts: texts.map(({ english, arabic }) => ({ english, arabic })) };
}

/** The texts whose English or Arabic the form changed, as saved: only those are sent. */
export function changedTexts(texts: readonly PageText[], values: PageTextsValues): PageTextInput[] {
  return texts.flatMap((text, index) => {
    const english = asSaved(values.texts[index]?.english);
    const arabic = asSaved(values.texts[index]?.arabic);
    if (english === asSaved(text.english) && arabic === asSaved(text.arabic)) return [];
    return [{ key: text.key, english, arabic }];
  });
}

/** True when the fields hold something other than the shop's own wording, in either language. */
export function differsFromShop(text: PageText, value: TextValues | undefined): boolean {
  return asSaved(value?.english) !== text.shippedEnglish || asSaved(value?.arabic) !== text.shippedArabic;
}

/** `<email/>` where the shop's wording closes the tag in one, `<orders>…</orders>` where it wraps words. */
function tagAsWritten(tag: string, shipped: string): string {
  return new RegExp(`<${tag}\\s*/>`).test(shipped) ? `<${tag}/>` : `<${tag}>…</${tag}>`;
}

/** True when the shop's wording names the value `{name}` (alone, or as a plural's or a select's). */
function namesValue(shipped: string, name: string): boolean {
  return new RegExp(`\\{\\s*${name}\\s*[,}]`).test(shipped);
}

/** True when the shop's wording puts the tag `<name>` (closed in one or wrapping words). */
function namesTag(shipped: string, tag: string): boolean {
  return new RegExp(`<${tag}[\\s/>]`).test(shipped);
}

type HintedText = Pick<PageTextsForm_TextFragment, 'values' | 'tags' | 'shippedEnglish' | 'shippedArabic'>;

/**
 * What a text in `language` must keep, as staff type it ("Keep {days} and <email/>."): the shop's figures and links
 * its own wording in that language has, which the backend refuses a text without. The Arabic may word a value
 * itself (the payment method), so its hint names only what the shop's Arabic keeps. Undefined for a text that has
 * none.
 */
export function keepHint(text: HintedText, language: 'en' | 'ar' = 'en') {
  const shipped = language === 'en' ? text.shippedEnglish : text.shippedArabic;
  const kept = [
    ...text.values.filter((name) => namesValue(shipped, name)).map((name) => `{${name}}`),
    ...text.tags.filter((tag) => namesTag(shipped, tag)).map((tag) => tagAsWritten(tag, shipped)),
  ];
  if (kept.length === 0) return undefined;
  return `Keep ${new Intl.ListFormat('en', { type: 'conjunction' }).format(kept)}.`;
}

/** Textareas about as tall as the longer of the shop's wordings (half a page's width holds some 50 characters). */
export function textRows(text: Pick<PageText, 'shippedEnglish' | 'shippedArabic'>): number {
  const longest = Math.max(text.shippedEnglish.length, text.shippedArabic.length);
  return Math.min(10, Math.max(2, Math.ceil(longest / 50)));
}
