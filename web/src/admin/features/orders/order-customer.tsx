import type { Language, OrderCustomer_OrderFragment } from '@/admin/__generated__/graphql.ts';
import { telHref, whatsappHref } from '@/lib/phone-links.ts';

/** The back office is in English: the shopper's language by its English name. */
const LANGUAGE_NAMES: Record<Language, string> = { EN: 'English', AR: 'Arabic' };

/** Who to deliver to, how to reach them (tap to call or to open WhatsApp) and the language their mails are in. */
export function OrderCustomer({ order }: { order: OrderCustomer_OrderFragment }) {
  const { contact, address } = order;
  const whatsapp = contact.whatsapp ? whatsappHref(contact.whatsapp) : null;
  return (
    <section aria-labelledby="order-customer" className="order-panel">
      <h2 id="order-customer">Customer</h2>
      <dl className="order-facts">
        <dt>Name</dt>
        <dd>{contact.name}</dd>
        <dt>E-mail</dt>
        <dd>
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </dd>
        <dt>Phone</dt>
        <dd>{contact.phone}</dd>
        {contact.whatsapp && (
          <>
            <dt>WhatsApp</dt>
            <dd>{contact.whatsapp}</dd>
          </>
        )}
        <dt>Deliver to</dt>
        <dd>{address.text}</dd>
        <dt>Payment</dt>
        <dd>{order.paymentMethod}</dd>
        <dt>Language</dt>
        <dd>{LANGUAGE_NAMES[order.language]}</dd>
        {order.note && (
          <>
            <dt>Note</dt>
            <dd>{order.note}</dd>
          </>
        )}
      </dl>
      <div className="order-contact-links">
        <a href={telHref(contact.phone)} className="button button--outline">
          Call {contact.phone}
        </a>
        {whatsapp && (
          <a href={whatsapp} className="button button--outline" target="_blank" rel="noreferrer">
            WhatsApp {contact.whatsapp}
          </a>
        )}
      </div>
    </section>
  );
}
