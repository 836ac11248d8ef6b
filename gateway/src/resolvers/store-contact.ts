import { promoBarMessages } from '@store/domain';
import type { QueryResolvers } from '../__generated__/resolvers-types.ts';
import { fallbackFields, inLanguage } from '../catalog/in-language.ts';

/**
 * The shop's contacts for shoppers. Loaded with the catalogue (images/store-contact/), so a guest's answer is
 * cached with it and a settings change, which moves the catalogue version, reaches the shop as a stock edit does.
 */
export const storeContactQuery: QueryResolvers = {
  storeContact: async (_parent, _args, { catalogue, language }) => {
    const contact = (await catalogue.get()).storeContact;
    const arabic = {
      tradingName: contact.tradingNameAr,
      address: contact.addressAr,
      openingHours: contact.openingHoursAr,
    };
    const english = { tradingName: contact.tradingName, address: contact.address, openingHours: contact.openingHours };
    const model = { ar: arabic };
    return {
      ...contact,
      tradingName: inLanguage(model, 'tradingName', contact.tradingName, language),
      address: inLanguage(model, 'address', contact.address, language),
      openingHours: [...inLanguage(model, 'openingHours', contact.openingHours, language)],
      fallbackFields: fallbackFields(model, english, language),
    };
  },

  // The offers travel with the contacts (images/store-contact/), so they are cached and refreshed the same way.
  storeOffers: async (_parent, _args, { catalogue, language }) => {
    const { welcomeOfferPercent, promoMessages, promoMessagesAr } = (await catalogue.get()).storeContact;
    const model = { ar: { promoMessages: promoMessagesAr } };
    return {
      welcomeOfferPercent,
      promoMessages: promoBarMessages(inLanguage(model, 'promoMessages', promoMessages, language), welcomeOfferPercent),
      fallbackFields: fallbackFields(model, { promoMessages }, language),
    };
  },
};
