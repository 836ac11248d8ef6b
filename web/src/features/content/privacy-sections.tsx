import type { DocumentSection } from './indexed-document.tsx';
import { ContactDetails } from './contact-details.tsx';

/** The eight sections of the privacy policy (spec §2). */
export const PRIVACY_SECTIONS: readonly DocumentSection[] = [
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    content: (
      <>
        <p>We collect only what we need to sell and deliver your order:</p>
        <ul>
          <li>Account details: your name, e-mail address, phone and WhatsApp number.</li>
          <li>Delivery details: your emirate, area, street, building, flat number and postal code.</li>
          <li>Orders: what you bought, when, and the order status.</li>
          <li>Messages you send us through the contact form or by e-mail, and newsletter sign-ups.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use your information',
    content: (
      <p>
        We use your information to process and deliver orders, to contact you about them, to answer your questions, and,
        if you signed up, to send our newsletter. You can unsubscribe from the newsletter at any time.
      </p>
    ),
  },
  {
    id: 'sharing',
    title: 'Sharing your information',
    content: (
      <p>
        We never sell your data. We share your name, phone and address only with the courier delivering your order, and
        use trusted providers to send e-mail. They may use it only to provide that service to us.
      </p>
    ),
  },
  {
    id: 'cookies-and-tracking',
    title: 'Cookies and tracking',
    content: (
      <p>
        We use a session cookie to keep you logged in, and your browser&apos;s storage to remember your cart and
        wishlist. We do not use advertising trackers.
      </p>
    ),
  },
  {
    id: 'data-security',
    title: 'Data security',
    content: (
      <p>
        Your connection to our website is encrypted, passwords are stored only in hashed form, and access to customer
        data is limited to the staff who need it to handle your order.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    content: (
      <p>
        You can see and update your details in your account at any time. You can also ask us for a copy of the data we
        hold about you, or ask us to delete it, by contacting us.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    content: (
      <p>
        We may update this policy when our services change. The latest version is always on this page, with the changes
        in effect from the day it is published.
      </p>
    ),
  },
  {
    id: 'contact-us',
    title: 'Contact us',
    content: (
      <>
        <p>Questions about your privacy? Reach us at:</p>
        <ContactDetails />
      </>
    ),
  },
];
