import type { EN_CATALOGUE } from './catalogue-sources.ts';

/** A key of the catalogues: the English one names them all, and every other must have each. */
export type MessageId = keyof typeof EN_CATALOGUE;
/** ICU sources by key, as the catalogue files hold them. */
export type CatalogueSource = Record<MessageId, string>;
