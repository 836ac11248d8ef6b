import { SUPPORT_REPLY_HOURS } from '@store/domain';
import { usePageMeta } from '@/lib/page-meta.ts';
import { ContactDetails } from './contact-details.tsx';
import { ContactForm } from './contact-form.tsx';
import { PageHeader } from './page-header.tsx';
import { useTranslation } from '@/i18n/i18n.tsx';
import './contact-page.css';

// Al Quoz Industrial Area 3, Dubai: bounding box (lon/lat) and the marker for OpenStreetMap's embed.
const MAP_EMBED =
  'https://www.openstreetmap.org/export/embed.html?bbox=55.2100%2C25.1200%2C55.2450%2C25.1450&layer=mapnik&marker=25.1325%2C55.2275';
const MAP_LINK = 'https://www.openstreetmap.org/?mlat=25.1325&mlon=55.2275#map=15/25.1325/55.2275';

/** /contact: the shop on a map, the contact form and every way to reach the shop. */
export function ContactPage() {
  const { t } = useTranslation();
  usePageMeta({
    title: t('contactPage.title'),
    description: t('contactPage.description'),
    keywords: t('contactPage.keywords'),
  });
  return (
    <>
      <PageHeader title={t('contactPage.title')} lead={t('contactPage.lead', { hours: SUPPORT_REPLY_HOURS })} />
      <div className="contact-page__map">
        <iframe
          title={t('contactPage.map')}
          src={MAP_EMBED}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
        <a className="contact-page__map-link" href={MAP_LINK} target="_blank" rel="noopener noreferrer">
          {t('contactPage.largerMap')}
        </a>
      </div>
      <div className="container contact-page">
        <section className="contact-page__info" aria-labelledby="contact-visit">
          <h2 id="contact-visit">{t('contactPage.visit')}</h2>
          <p>{t('contactPage.visitText')}</p>
          <ContactDetails withHours />
        </section>
        <section className="contact-page__form" aria-labelledby="contact-write">
          <h2 id="contact-write">{t('contactPage.write')}</h2>
          <ContactForm />
        </section>
      </div>
    </>
  );
}
