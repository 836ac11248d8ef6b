import { Link } from 'react-router-dom';
import { COLLECTIONS, RETURN_WINDOW_DAYS, SUPPORT_REPLY_HOURS } from '@store/domain';
import type { Tab } from '@/components/ui/tabs.tsx';
import type { PageTexts } from './use-page-texts.tsx';

/** The four tabs of the About page (spec §2), in the page's language. */
export function aboutTabs({ t, text }: PageTexts): Tab[] {
  const themes = COLLECTIONS.join(t('about.listSeparator'));
  return [
    {
      label: text('about.intro.tab'),
      content: (
        <>
          <h2>{text('about.intro.heading')}</h2>
          <p>{text('about.intro.p1')}</p>
          <p>{text('about.intro.p2')}</p>
        </>
      ),
    },
    {
      label: text('about.why.tab'),
      content: (
        <>
          <h2>{text('about.why.heading')}</h2>
          <ul>
            <li>{text('about.why.artwork')}</li>
            <li>{text('about.why.cotton')}</li>
            <li>{text('about.why.shipping', { delivery: t('domain.estimatedDelivery') })}</li>
            <li>{text('about.why.cash')}</li>
            <li>{text('about.why.returns', { days: RETURN_WINDOW_DAYS, hours: SUPPORT_REPLY_HOURS })}</li>
          </ul>
        </>
      ),
    },
    {
      label: text('about.company.tab'),
      content: (
        <>
          <h2>{text('about.company.heading')}</h2>
          <p>{text('about.company.p1')}</p>
          <p>{text('about.company.p2')}</p>
        </>
      ),
    },
    {
      label: text('about.offer.tab'),
      content: (
        <>
          <h2>{text('about.offer.heading')}</h2>
          <p>{text('about.offer.range', { themes })}</p>
          <ul>
            <li>{text('about.offer.retail')}</li>
            <li>{text('about.offer.wholesale')}</li>
            <li>{text('about.offer.bundles')}</li>
          </ul>
          <p>
            {text(
              'about.offer.explore',
              {},
              {
                collections: (words) => <Link to="/all-collections">{words}</Link>,
              },
            )}
          </p>
        </>
      ),
    },
  ];
}
