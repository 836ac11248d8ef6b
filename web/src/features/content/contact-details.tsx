import { EMAIL_HREF, PHONE_HREF, STORE_CONTACT, WHATSAPP_HREF } from './store-contact.ts';
import './contact-details.css';

interface ContactDetailsProps {
  /** Also list the opening hours (contact page and footer). */
  withHours?: boolean;
}

/** Phone, WhatsApp, e-mail and the Dubai shop address, as one <address>. */
export function ContactDetails({ withHours = false }: ContactDetailsProps) {
  return (
    <address className="contact-details">
      <dl className="contact-details__list">
        <div className="contact-details__item">
          <dt>Address</dt>
          <dd>{STORE_CONTACT.address}</dd>
        </div>
        <div className="contact-details__item">
          <dt>Phone</dt>
          <dd>
            <a href={PHONE_HREF}>{STORE_CONTACT.phone}</a>
          </dd>
        </div>
        <div className="contact-details__item">
          <dt>WhatsApp</dt>
          <dd>
            <a href={WHATSAPP_HREF} target="_blank" rel="noopener noreferrer">
              {STORE_CONTACT.whatsapp}
            </a>
          </dd>
        </div>
        <div className="contact-details__item">
          <dt>E-mail</dt>
          <dd>
            <a href={EMAIL_HREF}>{STORE_CONTACT.email}</a>
          </dd>
        </div>
        {withHours && (
          <div className="contact-details__item">
            <dt>Opening hours</dt>
            {STORE_CONTACT.openingHours.map((line) => (
              <dd key={line}>{line}</dd>
            ))}
          </div>
        )}
      </dl>
    </address>
  );
}
