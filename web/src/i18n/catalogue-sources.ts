import arPages from '@store/domain/page-texts/ar.json';
import enPages from '@store/domain/page-texts/en.json';
import arAccount from './catalogues/ar/account.json';
import arContent from './catalogues/ar/content.json';
import arDomain from './catalogues/ar/domain.json';
import arShell from './catalogues/ar/shell.json';
import arShopping from './catalogues/ar/shopping.json';
import enAccount from './catalogues/en/account.json';
import enContent from './catalogues/en/content.json';
import enDomain from './catalogues/en/domain.json';
import enShell from './catalogues/en/shell.json';
import enShopping from './catalogues/en/shopping.json';

/**
 * Each language's catalogue is one JSON file per area of the shop (catalogues/<language>/<area>.json), so that
 * work on different pages does not meet in one file, and the texts of the About, FAQ and policy pages, which staff
 * may rewrite in the back office: their shipped wording is the domain's (domain/src/page-texts/<language>.json),
 * read by the backend too. The build reads the same files (web/catalogue-plugin.ts).
 */
export const CATALOGUE_FILES = {
  en: {
    shell: enShell,
    shopping: enShopping,
    account: enAccount,
    content: enContent,
    pages: enPages,
    domain: enDomain,
  },
  ar: {
    shell: arShell,
    shopping: arShopping,
    account: arAccount,
    content: arContent,
    pages: arPages,
    domain: arDomain,
  },
};

/** The English catalogue: it names every key, and every other language must have each. */
export const EN_CATALOGUE = { ...enShell, ...enShopping, ...enAccount, ...enContent, ...enPages, ...enDomain };
export const AR_CATALOGUE: Record<string, string> = {
  ...arShell,
  ...arShopping,
  ...arAccount,
  ...arContent,
  ...arPages,
  ...arDomain,
};
