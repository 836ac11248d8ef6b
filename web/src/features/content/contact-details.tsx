import { useStoreContact } from './store-contact.ts';
import { useTranslation } from '@/i18n/i18n.tsx';
import './contact-details.css';

interface ContactDetailsProps {
  /** Also list the opening hours (contact page and footer). */
  withHours?: boolean;
}

/** Phone, WhatsApp, e-mail and the Dubai shop address as the owner set them, as one <address>. */
export function ContactDetails({ withHours = false }: ContactDetailsProps) {
  const contact = useStoreContact();
  const { t } = useTranslation();
  if (!contact) return null;
  return (
    <address className="contact-details">
      <dl className="contact-details__list">
        <div className="contact-details__item">
          <dt>{t('contact.address')}</dt>
          <dd>{contact.address}</dd>
        </div>
        <div className="contact-details__item">
          <dt>{t('contact.phone')}</dt>
          <dd>
            <a href={contact.phoneHref}>{contact.phone}</a>
          </dd>
        </div>
        <div className="contact-details__item">
          <dt>{t('contact.whatsapp')}</dt>
          <dd>
            {contact.whatsappHref ? (
              <a href={contact.whatsappHref} target="_blank" rel="noopener noreferrer">
                {contact.whatsapp}
              </a>
            ) : (
              contact.whatsapp
            )}
          </dd>
        </div>
        <div className="contact-details__item">
          <dt>{t('contact.email')}</dt>
          <dd>
            <a href={contact.emailHref}>{contact.email}</a>
          </dd>
        </div>
        {withHours && (
          <div className="contact-details__item">
            <dt>{t('contact.hours')}</dt>
            {contact.openingHours.map((line, index) => (
              <dd key={index}>{line}</dd>
            ))}
          </div>
        )}
      </dl>
    </address>
  );
}
