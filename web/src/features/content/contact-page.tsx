import { SUPPORT_REPLY_HOURS } from '@store/domain';
import { usePageMeta } from '@/lib/page-meta.ts';
import { ContactDetails } from './contact-details.tsx';
import { ContactForm } from './contact-form.tsx';
import { PageHeader } from './page-header.tsx';
import './contact-page.css';

// Al Quoz Industrial Area 3, Dubai: bounding box (lon/lat) and the marker for OpenStreetMap's embed.
const MAP_EMBED =
  'https://www.openstreetmap.org/export/embed.html?bbox=55.2100%2C25.1200%2C55.2450%2C25.1450&layer=mapnik&marker=25.1325%2C55.2275';
const MAP_LINK = 'https://www.openstreetmap.org/?mlat=25.1325&mlon=55.2275#map=15/25.1325/55.2275';

/** /contact: the shop on a map, the contact form and every way to reach the shop. */
export function ContactPage() {
  usePageMeta({
    title: 'Contact Us',
    description: 'Visit our Al Quoz shop in Dubai, call, WhatsApp or e-mail us, or send a message through the form.',
    keywords: 'contact, graphic tees dubai, al quoz shop, whatsapp, opening hours',
  });
  return (
    <>
      <PageHeader
        title="Contact Us"
        lead={`Questions about an order, a size or a design? We reply within ${SUPPORT_REPLY_HOURS} hours.`}
      />
      <div className="contact-page__map">
        <iframe
          title="Map: our shop in Al Quoz Industrial Area 3, Dubai"
          src={MAP_EMBED}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
        <a className="contact-page__map-link" href={MAP_LINK} target="_blank" rel="noopener noreferrer">
          View larger map
        </a>
      </div>
      <div className="container contact-page">
        <section className="contact-page__info" aria-labelledby="contact-visit">
          <h2 id="contact-visit">Visit or reach us</h2>
          <p>Drop by the shop to see the full range in person, or get in touch any way you like.</p>
          <ContactDetails withHours />
        </section>
        <section className="contact-page__form" aria-labelledby="contact-write">
          <h2 id="contact-write">Send us a message</h2>
          <ContactForm />
        </section>
      </div>
    </>
  );
}
