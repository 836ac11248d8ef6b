import { Link } from 'react-router-dom';
import { ESTIMATED_DELIVERY_TEXT, PAYMENT_METHOD, REFUND_BUSINESS_DAYS, RETURN_WINDOW_DAYS } from '@store/domain';
import type { DocumentSection } from './indexed-document.tsx';
import { StoreEmailLink, StoreName, StoreSeller } from './store-contact-parts.tsx';

/** The ten sections of the Terms and Conditions (spec §2). */
export const TERMS_SECTIONS: readonly DocumentSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of these terms',
    content: (
      <p>
        By using this website or placing an order with <StoreName /> you agree to these terms. If you do not agree,
        please do not use the website. We may update the terms from time to time; the version on this page applies to
        your order.
      </p>
    ),
  },
  {
    id: 'use-of-website',
    title: 'Use of the website',
    content: (
      <p>
        You may browse and buy for personal or wholesale purposes. You must not misuse the website, try to access it
        without permission, or copy its content for commercial use without our written consent.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    content: (
      <p>
        You need an account to check out. Keep your password private and tell us straight away if you think someone else
        has used your account. The details you give us must be accurate and up to date.
      </p>
    ),
  },
  {
    id: 'products-and-prices',
    title: 'Products and prices',
    content: (
      <p>
        All prices are in UAE dirhams (AED). We do our best to show colours and prints accurately, but screens differ
        and small variations are possible. Prices and availability can change without notice until your order is placed.
      </p>
    ),
  },
  {
    id: 'orders-and-payment',
    title: 'Orders and payment',
    content: (
      <p>
        Payment is by {PAYMENT_METHOD.toLowerCase()} only: you pay when the order reaches you. An order is confirmed
        once you receive its order number. We may cancel an order if an item is out of stock or the order looks
        fraudulent, and we will tell you if we do.
      </p>
    ),
  },
  {
    id: 'shipping',
    title: 'Shipping and delivery',
    content: (
      <p>
        Shipping is free on all orders within the UAE. Delivery usually takes {ESTIMATED_DELIVERY_TEXT}. See our{' '}
        <Link to="/shipping">shipping policy</Link> for details.
      </p>
    ),
  },
  {
    id: 'returns-and-refunds',
    title: 'Returns, exchanges and refunds',
    content: (
      <p>
        Contact us within {RETURN_WINDOW_DAYS} days of receipt to return or exchange an item. Custom-printed items, and
        discounted or clearance items unless defective or wrong, cannot be returned. Refunds of online payments take{' '}
        {REFUND_BUSINESS_DAYS} business days; cash-on-delivery orders are refunded in cash on the spot. See our{' '}
        <Link to="/returns">return and refund policy</Link>.
      </p>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual property',
    content: (
      <p>
        Our designs, artwork, photos and text belong to <StoreName />. Buying a T-shirt gives you the shirt, not the
        right to reproduce its design. Vehicle and brand names are used only to describe the themes of our designs.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Limitation of liability',
    content: (
      <p>
        We are responsible for delivering the products you ordered as described. To the extent the law allows, we are
        not liable for indirect losses, or for delays caused by events outside our control.
      </p>
    ),
  },
  {
    id: 'law-and-contact',
    title: 'Governing law and contact',
    content: (
      <>
        <p>
          These terms are governed by the laws of the Emirate of Dubai and the federal laws of the UAE, and the courts
          of Dubai have jurisdiction. Questions about these terms? E-mail <StoreEmailLink />.
        </p>
        <StoreSeller />
      </>
    ),
  },
];
