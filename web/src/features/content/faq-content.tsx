import { Link } from 'react-router-dom';
import {
  ESTIMATED_DELIVERY_TEXT,
  EXCHANGE_WINDOW_DAYS,
  REFUND_BUSINESS_DAYS,
  RETURN_WINDOW_DAYS,
  SUPPORT_REPLY_HOURS,
} from '@store/domain';
import type { AccordionItem } from './accordion.tsx';
import { StoreEmailLink } from './store-contact-parts.tsx';

export interface FaqGroup {
  title: string;
  items: readonly AccordionItem[];
}

const email = <StoreEmailLink />;

/** The three FAQ groups (spec §2), in line with the policies of spec §1. */
export const FAQ_GROUPS: readonly FaqGroup[] = [
  {
    title: 'How To Buy',
    items: [
      {
        question: 'How do I place an order?',
        answer: (
          <p>
            Pick a design, choose your colour and size, and add it to your cart. Open the cart, accept the terms and
            continue to checkout, then enter your delivery address and place the order. You need to be logged in to
            check out; your cart and wishlist are kept while you sign in.
          </p>
        ),
      },
      {
        question: 'How can I pay?',
        answer: <p>We accept cash on delivery only. You pay the courier when your order arrives.</p>,
      },
      {
        question: 'How much is shipping and how long does it take?',
        answer: <p>Shipping is free on all orders. Delivery takes {ESTIMATED_DELIVERY_TEXT}.</p>,
      },
      {
        question: 'Can I track or cancel my order?',
        answer: (
          <p>
            Open <Link to="/my-account-orders">My Orders</Link> in your account to follow each step. An order can be
            cancelled there until it is dispatched.
          </p>
        ),
      },
    ],
  },
  {
    title: 'Exchanges & Returns',
    items: [
      {
        question: 'How long do I have to return an item?',
        answer: <p>You can return an item within {RETURN_WINDOW_DAYS} days of receipt, and returns are free.</p>,
      },
      {
        question: 'Can I exchange for another size or colour?',
        answer: <p>Yes, within {EXCHANGE_WINDOW_DAYS} days of receipt, subject to availability.</p>,
      },
      {
        question: 'Which items cannot be returned?',
        answer: (
          <p>
            Custom-printed items cannot be returned. Discounted or clearance items cannot be returned unless they are
            defective or not what you ordered.
          </p>
        ),
      },
      {
        question: 'How do I start a return?',
        answer: (
          <p>
            E-mail {email} with your order number and the item you want to return. We reply within {SUPPORT_REPLY_HOURS}{' '}
            hours and arrange a pickup by our team, or you can drop it off at our Dubai shop.
          </p>
        ),
      },
    ],
  },
  {
    title: 'Refund Questions',
    items: [
      {
        question: 'When will I get my refund?',
        answer: (
          <p>
            For cash-on-delivery orders the cash is refunded on the spot when we receive the item. Refunds of online
            payments take {REFUND_BUSINESS_DAYS} business days.
          </p>
        ),
      },
      {
        question: 'What if my item arrives damaged or wrong?',
        answer: (
          <p>
            Contact us within {RETURN_WINDOW_DAYS} days of receipt. We collect it free of charge and send a replacement
            or give you a full refund, even for discounted items.
          </p>
        ),
      },
      {
        question: 'Do I pay anything to return an item?',
        answer: <p>No. Shipping is free and so are returns: we pick the item up or you drop it off at our shop.</p>,
      },
    ],
  },
];
