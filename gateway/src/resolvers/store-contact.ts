import { promoBarMessages } from '@store/domain';
import type { QueryResolvers } from '../__generated__/resolvers-types.ts';

/**
 * The shop's contacts for shoppers. Loaded with the catalogue (images/store-contact/), so a guest's answer is
 * cached with it and a settings change, which moves the catalogue version, reaches the shop as a stock edit does.
 */
export const storeContactQuery: QueryResolvers = {
  storeContact: async (_parent, _args, { catalogue }) => (await catalogue.get()).storeContact,

  // The offers travel with the contacts (images/store-contact/), so they are cached and refreshed the same way.
  storeOffers: async (_parent, _args, { catalogue }) => {
    const { welcomeOfferPercent, promoMessages } = (await catalogue.get()).storeContact;
    return { welcomeOfferPercent, promoMessages: promoBarMessages(promoMessages, welcomeOfferPercent) };
  },
};
