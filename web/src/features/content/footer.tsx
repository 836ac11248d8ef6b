import { Link } from 'react-router-dom';
import { RETURN_WINDOW_DAYS } from '@store/domain';
import { ContactDetails } from './contact-details.tsx';
import { FooterBlock } from './footer-block.tsx';
import { NewsletterForm } from './newsletter-form.tsx';
import { useStoreContact } from './store-contact.ts';
import { PaymentLogos } from '@/components/payment-logos.tsx';
import { STORE_NAME } from '@/lib/page-head.ts';
import { StaticMarkup } from '@/lib/static-markup.tsx';
import './footer.css';

const HELP_LINKS = [
  { to: '/contact', label: 'Contact Us' },
  { to: '/FAQs', label: 'FAQs' },
  { to: '/returns', label: 'Returns & Refunds' },
  { to: '/shipping', label: 'Shipping' },
  { to: '/term-of-use', label: 'Terms & Conditions' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
];

const SHOP_LINKS = [
  { to: '/all-collections', label: 'All Collections' },
  { to: '/wish-list', label: 'Wishlist' },
  { to: '/compare-products', label: 'Compare' },
  { to: '/shopping-cart', label: 'Shopping Cart' },
];

function LinkList({ links }: { links: readonly { to: string; label: string }[] }) {
  return (
    <StaticMarkup as="ul" className="footer__links">
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to}>{link.label}</Link>
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
  return (
    <footer className="footer">
      <StaticMarkup as="ul" className="footer__promos" label="Our promises">
        <li>Free shipping on all orders</li>
        <li>Free returns within {RETURN_WINDOW_DAYS} days</li>
        <li>Cash on delivery</li>
      </StaticMarkup>
      <div className="container footer__blocks">
        <FooterBlock title={name}>
          <StaticMarkup>
            <p className="footer__about">
              Racing, JDM, bike, car and titan graphic T-shirts, designed and printed in Dubai.
            </p>
            <ContactDetails withHours />
          </StaticMarkup>
        </FooterBlock>
        <FooterBlock title="Help">
          <LinkList links={HELP_LINKS} />
        </FooterBlock>
        <FooterBlock title="Shop">
          <LinkList links={SHOP_LINKS} />
        </FooterBlock>
        <FooterBlock title="Newsletter">
          <NewsletterForm onDark />
        </FooterBlock>
      </div>
      <StaticMarkup className="footer__bottom">
        <div className="container footer__bottom-inner">
          <p className="footer__copyright">
            © {new Date().getFullYear()} {name}. All rights reserved.
            {contact && <span className="footer__trn"> · TRN {contact.trn}</span>}
          </p>
          <PaymentLogos />
        </div>
      </StaticMarkup>
    </footer>
  );
}
