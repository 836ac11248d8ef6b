import { CONTENT_PAGES } from '@store/domain/page-texts';
import type { QueryResolvers } from '../__generated__/resolvers-types.ts';

/**
 * The About, FAQ and policy texts staff rewrote, for one page in the page's language. Loaded with the catalogue
 * (images/page-texts/), so a guest's answer is cached with it and a save, which moves the catalogue version,
 * reaches the shop as a stock edit does. A text without Arabic answers in English, marked `inEnglish`.
 */
export const pageTextsQuery: QueryResolvers = {
  pageTexts: async (_parent, { page }, { catalogue, language }) => {
    const prefix = CONTENT_PAGES[page];
    return (await catalogue.get()).pageTexts
      .filter((text) => text.key.startsWith(prefix))
      .map((text) => {
        const inEnglish = language !== 'en' && text.ar === null;
        return {
          key: text.key,
          message: language === 'en' ? text.en : (text.ar ?? text.en),
          inEnglish,
        };
      });
  },
};
