import { Link } from 'react-router-dom';
import { STORE_NAME } from '@/lib/page-head.ts';
import { useStoreContact } from './store-contact.ts';

/** The shop's name as the owner set it (the brand until it is known). */
export function StoreName() {
  return <>{useStoreContact()?.tradingName ?? STORE_NAME}</>;
}

/** The shop's e-mail address as a mailto: link; until it is known, "us" linking to the contact page. */
export function StoreEmailLink() {
  const contact = useStoreContact();
  if (!contact) return <Link to="/contact">us</Link>;
  return <a href={contact.emailHref}>{contact.email}</a>;
}

/** Who runs the shop: its name, address and TRN, as one sentence (nothing until they are known). */
export function StoreSeller() {
  const contact = useStoreContact();
  if (!contact) return null;
  return (
    <p>
      This website and our shop are run by {contact.tradingName}, {contact.address} (TRN {contact.trn}).
    </p>
  );
}
