import {
  COLOURS,
  colourUnavailableMessage,
  FREE_SIZE,
  EMIRATES,
  ESTIMATED_DELIVERY_TEXT,
  expiredMessage,
  FIELD_LABELS,
  FIELD_MESSAGES,
  MESSAGES,
  notCancellableMessage,
  notStartedMessage,
  onlyLeftMessage,
  ORDER_STATUSES,
  PAYMENT_METHOD,
  PRODUCT_GONE_MESSAGE,
  PROMOTION_CODE_MESSAGES,
  PROMOTION_MESSAGES,
  PROMOTION_TEXTS,
  readLocalDate,
  sizeUnavailableMessage,
  soldOutMessage,
  welcomeOfferLine,
} from '@store/domain';
import { localizedDates, type LocalizedDates } from '@/lib/localized-dates.ts';
import { colourId, colourName, FREE_SIZE_ID, sizeName } from './variant-names.ts';
import { useTranslation, type Translate } from './i18n.tsx';
import type { MessageId } from './message-id.ts';

/**
 * The domain's messages in the page's language. The domain writes them in English (validation, stock, refusals;
 * the backend and the gateway answer with the same texts); each has a catalogue id in catalogues/<language>/
 * domain.json whose English source is the domain's text exactly (domain-text.test.ts fails when they drift).
 * A text is recognised by the domain's own functions, called with placeholders, so this file holds no English.
 */
export interface DomainText {
  id: MessageId;
  /** The names of the values the English text is written from, in the order `english` takes them. */
  names: readonly string[];
  english: (...values: string[]) => string;
}

const fixed = (id: MessageId, text: string): DomainText => ({ id, names: [], english: () => text });
const written = <Names extends readonly string[]>(
  id: MessageId,
  names: Names,
  english: (...values: { [K in keyof Names]: string }) => string,
): DomainText => ({ id, names, english: english as (...values: string[]) => string });

/** The catalogue id of a code the domain names its messages by ('emptyCart' → 'domain.emptyCart'). */
export const domainMessageId = (code: keyof typeof MESSAGES) => `domain.${code}` as MessageId;

/** The catalogue id of a field's label in the domain's messages ('firstName' → 'domain.label.firstName'). */
export const fieldLabelId = (field: keyof typeof FIELD_LABELS) => `domain.label.${field}` as MessageId;

/** The catalogue id of an emirate, by the gateway's enum value ('ABU_DHABI' → 'domain.emirate.ABU_DHABI'). */
export const emirateId = (emirate: string) => `domain.emirate.${emirate}` as MessageId;

/** 'Abu Dhabi' → 'ABU_DHABI', as the gateway names emirates. */
const emirateValue = (name: string) => name.toUpperCase().replace(/ /g, '_');

/** Every domain message the web shows, by catalogue id. */
export const DOMAIN_TEXTS: readonly DomainText[] = [
  ...Object.entries(MESSAGES).map(([code, text]) => fixed(domainMessageId(code as keyof typeof MESSAGES), text)),
  ...Object.entries(FIELD_LABELS).map(([field, text]) => fixed(fieldLabelId(field as keyof typeof FIELD_LABELS), text)),
  ...EMIRATES.map((name) => fixed(emirateId(emirateValue(name)), name)),
  ...COLOURS.map((colour) => fixed(colourId(colour), colour)),
  fixed(FREE_SIZE_ID, FREE_SIZE),
  fixed('domain.paymentMethod', PAYMENT_METHOD),
  fixed('domain.estimatedDelivery', ESTIMATED_DELIVERY_TEXT),
  fixed('domain.productGone', PRODUCT_GONE_MESSAGE),
  written('domain.notCancellable', ['status'], notCancellableMessage),
  written('domain.onlyLeft', ['available', 'title', 'size', 'colour'], (available, title, size, colour) =>
    onlyLeftMessage(title, size, colour, available as unknown as number),
  ),
  written('domain.soldOut', ['title', 'size', 'colour'], soldOutMessage),
  written('domain.sizeUnavailable', ['size', 'title'], sizeUnavailableMessage),
  written('domain.colourUnavailable', ['colour', 'title'], colourUnavailableMessage),
  written('domain.field.required', ['label'], FIELD_MESSAGES.required),
  written('domain.field.notText', ['label'], FIELD_MESSAGES.notText),
  written('domain.field.tooLong', ['label', 'max'], (label, max) =>
    FIELD_MESSAGES.tooLong(label, max as unknown as number),
  ),
  written('domain.field.tooShort', ['label', 'min'], (label, min) =>
    FIELD_MESSAGES.tooShort(label, min as unknown as number),
  ),
  written('domain.field.notUaePhone', ['label'], FIELD_MESSAGES.notUaePhone),
  fixed('domain.field.invalidEmail', FIELD_MESSAGES.invalidEmail),
  fixed('domain.field.unknownEmirate', FIELD_MESSAGES.unknownEmirate),
  fixed('domain.field.postalCharacters', FIELD_MESSAGES.postalCharacters),
  fixed('domain.field.mustAgreeToTerms', FIELD_MESSAGES.mustAgreeToTerms),
  written('domain.field.unknownCancelReason', ['reasons'], FIELD_MESSAGES.unknownCancelReason),
  ...Object.entries(PROMOTION_MESSAGES).map(([code, text]) => fixed(`domain.promotion.${code}` as MessageId, text)),
  fixed('domain.promotion.empty', PROMOTION_CODE_MESSAGES.empty),
  written('domain.promotion.tooLong', ['max'], (max) => PROMOTION_CODE_MESSAGES.tooLong(max as unknown as number)),
  fixed('domain.promotion.characters', PROMOTION_CODE_MESSAGES.characters),
  // The date is the domain's English date ('26 Nov 2026'): the answer carries no instant to format again.
  written('domain.promotion.notStarted', ['date'], (date) => notStartedMessage(date)),
  written('domain.promotion.expired', ['date'], (date) => expiredMessage(date)),
  written('domain.promotion.belowMinimum', ['minimum', 'more'], PROMOTION_TEXTS.belowMinimum),
  written('domain.promotion.percentOff', ['percent'], PROMOTION_TEXTS.percentOff),
  written('domain.promotion.amountOff', ['amount'], PROMOTION_TEXTS.amountOff),
  // The line names a percent only when there is one: a placeholder is no number, so a large one stands in for it.
  written('domain.welcomeOffer', ['percent'], (percent) =>
    welcomeOfferLine(Number.MAX_SAFE_INTEGER).replace(String(Number.MAX_SAFE_INTEGER), percent),
  ),
  fixed('domain.welcomeOfferNone', welcomeOfferLine(0)),
];

/** A value's placeholder while a text's pattern is read from the domain's function: private-use characters. */
const placeholder = (index: number) => `\uE000${index}\uE001`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Pattern {
  text: DomainText;
  regex: RegExp;
  /** The names in the order the regex captures them (the English may order them unlike `names`). */
  order: string[];
}

let fixedTexts: Map<string, DomainText> | undefined;
let patterns: Pattern[] | undefined;

function patternOf(text: DomainText): Pattern {
  // expiredMessage and notStartedMessage format their instant: a placeholder is no instant, so it comes back as is.
  const english = text.english(...text.names.map((_, index) => placeholder(index)));
  const order: string[] = [];
  const source = escape(english).replace(/\uE000(\d+)\uE001/g, (_, index: string) => {
    order.push(text.names[Number(index)]!);
    // Greedy: a product's title (first in the stock texts) may itself hold '(size …, colour …)'.
    return '(.+)';
  });
  return { text, regex: new RegExp(`^${source}$`, 's'), order };
}

function tables() {
  fixedTexts ??= new Map(DOMAIN_TEXTS.filter((text) => text.names.length === 0).map((text) => [text.english(), text]));
  patterns ??= DOMAIN_TEXTS.filter((text) => text.names.length > 0).map(patternOf);
  return { fixedTexts, patterns };
}

const LABEL_IDS = new Map(
  Object.entries(FIELD_LABELS).map(([field, label]) => [
    label as string,
    fieldLabelId(field as keyof typeof FIELD_LABELS),
  ]),
);

const STATUSES: ReadonlySet<string> = new Set(ORDER_STATUSES);

/**
 * A value taken out of an English text: a count becomes a number (for plurals), a field's label, an order's
 * status, a colour and a size are translated, a date is written again in the page's language.
 */
function valueIn(t: Translate, name: string, value: string, dates?: LocalizedDates): string | number {
  if (/^\d+$/.test(value)) return Number(value);
  const day = name === 'date' && dates ? readLocalDate(value) : null;
  if (day) return dates!.localDate(day);
  if (name === 'status' && STATUSES.has(value)) return t(`orderStatus.${value}` as MessageId);
  if (name === 'colour') return colourName(t, value);
  if (name === 'size') return sizeName(t, value);
  const label = LABEL_IDS.get(value);
  return label ? t(label) : value;
}

/**
 * The domain's English text (from `@store/domain`, or in an answer of the backend or the gateway) in the language
 * of `t` (its dates as `dates` writes them); a text the domain does not write comes back as it is. Several messages joined by spaces (a refusal's
 * general messages) are not split: each is looked up whole.
 */
export function translateDomainText(t: Translate, english: string, dates?: LocalizedDates): string {
  const { fixedTexts, patterns } = tables();
  const known = fixedTexts.get(english);
  if (known) return t(known.id);
  for (const { text, regex, order } of patterns) {
    const match = regex.exec(english);
    if (!match) continue;
    const values = Object.fromEntries(order.map((name, index) => [name, valueIn(t, name, match[index + 1]!, dates)]));
    return t(text.id, values);
  }
  return english;
}

/**
 * `say(english)`: a domain text in the page's language. English pages show the domain's text itself, unchanged.
 * A message known by its code is `t(domainMessageId(code))` instead.
 */
export function useDomainText(): (english: string) => string {
  const { locale, t } = useTranslation();
  return (english) => (locale === 'en' ? english : translateDomainText(t, english, localizedDates(locale)));
}
