import { Link } from 'react-router-dom';
import { STORE_NAME } from '@/lib/page-head.ts';
import { useStoreContact } from './store-contact.ts';
import { useTranslation } from '@/i18n/i18n.tsx';

/** The shop's name as the owner set it (the brand until it is known). */
export function StoreName() {
  return <>{useStoreContact()?.tradingName ?? STORE_NAME}</>;
}

/** The shop's e-mail address as a mailto: link; until it is known, "us" linking to the contact page. */
export function StoreEmailLink() {
  const contact = useStoreContact();
  const { t } = useTranslation();
  if (!contact) return <Link to="/contact">{t('storeContact.us')}</Link>;
  return <a href={contact.emailHref}>{contact.email}</a>;
}

/** Who runs the shop: its name, address and TRN, as one sentence (nothing until they are known). */
export function StoreSeller() {
  const contact = useStoreContact();
  const { t } = useTranslation();
  if (!contact) return null;
  return <p>{t('storeContact.seller', { name: contact.tradingName, address: contact.address, trn: contact.trn })}</p>;
}
