import type en from './catalogues/en.json';

/** A key of the catalogues: the English one names them all, and every other must have each. */
export type MessageId = keyof typeof en;
/** ICU sources by key, as the catalogue files hold them. */
export type CatalogueSource = Record<MessageId, string>;
