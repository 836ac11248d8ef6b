import { Link } from 'react-router-dom';
import { COLLECTIONS, ESTIMATED_DELIVERY_TEXT, RETURN_WINDOW_DAYS, SUPPORT_REPLY_HOURS } from '@store/domain';
import type { Tab } from '@/components/ui/tabs.tsx';

const themes = COLLECTIONS.join(', ');

/** The four tabs of the About page (spec §2). */
export const ABOUT_TABS: readonly Tab[] = [
  {
    label: 'Introduction',
    content: (
      <>
        <h2>Wear what drives you</h2>
        <p>
          Graphic Tees Dubai started in a small Al Quoz workshop with one idea: the cars, bikes and race days we love
          deserve better than a logo on a cheap shirt. Every design is drawn in-house and printed on soft, heavyweight
          cotton made for the UAE heat.
        </p>
        <p>
          Today we ship across all seven emirates and welcome riders, drivers and collectors to our Dubai shop. Whether
          you live for the track or the late-night meet, there is a tee here with your story on it.
        </p>
      </>
    ),
  },
  {
    label: 'Why Choose Us',
    content: (
      <>
        <h2>Why shoppers choose us</h2>
        <ul>
          <li>Original artwork you will not find anywhere else, drawn by car and bike people.</li>
          <li>Premium cotton and prints that keep their colour wash after wash.</li>
          <li>Free shipping on all orders, delivered in {ESTIMATED_DELIVERY_TEXT}.</li>
          <li>Cash on delivery: pay only when your order reaches your door.</li>
          <li>
            Free returns within {RETURN_WINDOW_DAYS} days, and replies to every question within {SUPPORT_REPLY_HOURS}{' '}
            hours.
          </li>
        </ul>
      </>
    ),
  },
  {
    label: 'Company Description',
    content: (
      <>
        <h2>Who we are</h2>
        <p>
          We are a Dubai-based apparel brand designing and printing graphic T-shirts for motorsport and car-culture
          fans. Our team of designers, printers and packers works from our shop in Al Quoz Industrial Area 3, where
          every order is checked by hand before it leaves.
        </p>
        <p>
          We serve retail shoppers online and in store, and supply clubs, teams and resellers with wholesale orders.
          Prices are in AED and every order is paid in cash on delivery.
        </p>
      </>
    ),
  },
  {
    label: 'Product and Services',
    content: (
      <>
        <h2>What we offer</h2>
        <p>
          Our core range is graphic T-shirts in five themes: {themes}. Each design comes in a choice of colours and
          sizes, with a size guide on every product page to help you pick the right fit.
        </p>
        <ul>
          <li>Retail: shop online or at our Dubai shop, with new drops every season.</li>
          <li>Wholesale: bulk pricing for teams, clubs, events and resellers across the UAE.</li>
          <li>Bundles: buy 2 and get an additional 20 AED off your order.</li>
        </ul>
        <p>
          Ready to find yours? <Link to="/all-collections">Explore all collections</Link>.
        </p>
      </>
    ),
  },
];
