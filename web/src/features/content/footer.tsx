import { Link } from 'react-router-dom';
import { RETURN_WINDOW_DAYS } from '@store/domain';
import { ContactDetails } from './contact-details.tsx';
import { FooterBlock } from './footer-block.tsx';
import { NewsletterForm } from './newsletter-form.tsx';
import { useStoreContact } from './store-contact.ts';
import { PaymentLogos } from '@/components/payment-logos.tsx';
import { STORE_NAME } from '@/lib/page-head.ts';
import type { MessageId } from '@/i18n/message-id.ts';
import { StaticMarkup } from '@/lib/static-markup.tsx';
import { useTranslation } from '@/i18n/i18n.tsx';
import './footer.css';

interface FooterLink {
  to: string;
  label: MessageId;
}

const HELP_LINKS: readonly FooterLink[] = [
  { to: '/contact', label: 'footer.contactUs' },
  { to: '/FAQs', label: 'footer.faqs' },
  { to: '/returns', label: 'footer.returns' },
  { to: '/shipping', label: 'footer.shipping' },
  { to: '/term-of-use', label: 'footer.terms' },
  { to: '/privacy-policy', label: 'footer.privacy' },
];

const SHOP_LINKS: readonly FooterLink[] = [
  { to: '/all-collections', label: 'footer.allCollections' },
  { to: '/wish-list', label: 'footer.wishlist' },
  { to: '/compare-products', label: 'footer.compare' },
  { to: '/shopping-cart', label: 'footer.cart' },
];

function LinkList({ links }: { links: readonly FooterLink[] }) {
  const { t } = useTranslation();
  return (
    <StaticMarkup as="ul" className="footer__links">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to}>{t(link.label)}</Link>
        </li>
      ))}
    </StaticMarkup>
  );
}

/**
 * The site footer on every page: about and contact, help, shop, newsletter, payment logos, the shop's TRN. Only
 * the blocks' toggles (on a phone) and the newsletter form hydrate; the rest stays as the server sent it.
 */
export function Footer() {
  const contact = useStoreContact();
  const name = contact?.tradingName ?? STORE_NAME;
  const { t } = useTranslation();
  return (
    <footer className="footer">
      <StaticMarkup as="ul" className="footer__promos" label={t('footer.promises')}>
        <li>{t('footer.freeShipping')}</li>
        <li>{t('footer.freeReturns', { days: RETURN_WINDOW_DAYS })}</li>
        <li>{t('footer.cashOnDelivery')}</li>
      </StaticMarkup>
      <div className="container footer__blocks">
        <FooterBlock title={name}>
          <StaticMarkup>
            <p className="footer__about">{t('footer.about')}</p>
            <ContactDetails withHours />
          </StaticMarkup>
        </FooterBlock>
        <FooterBlock title={t('footer.help')}>
          <LinkList links={HELP_LINKS} />
        </FooterBlock>
        <FooterBlock title={t('footer.shop')}>
          <LinkList links={SHOP_LINKS} />
        </FooterBlock>
        <FooterBlock title={t('footer.newsletter')}>
          <NewsletterForm onDark />
        </FooterBlock>
      </div>
      <StaticMarkup className="footer__bottom">
        <div className="container footer__bottom-inner">
          <p className="footer__copyright">
            {t('footer.copyright', { year: new Date().getFullYear(), name })}
            {contact && <span className="footer__trn"> · {t('footer.trn', { trn: contact.trn })}</span>}
          </p>
          <PaymentLogos />
        </div>
      </StaticMarkup>
    </footer>
  );
}
