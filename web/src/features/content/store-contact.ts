import { useMemo } from 'react';
import { useStoreContactQuery } from '@/__generated__/graphql.ts';
import { withLinks, type StoreContactDetails } from './store-contact-links.ts';

export type { StoreContactDetails } from './store-contact-links.ts';

/**
 * The shop's contacts, address, TRN and opening hours as the owner set them, with their tel:, wa.me and mailto:
 * links; null until they are known (never on a server-rendered page, which carries them) or when asking failed.
 * One query for every user on the page: asked once, then read from the cache.
 */
export function useStoreContact(): StoreContactDetails | null {
  const { data } = useStoreContactQuery();
  const contact = data?.storeContact;
  return useMemo(() => (contact ? withLinks(contact) : null), [contact]);
}
