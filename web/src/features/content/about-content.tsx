import { Link } from 'react-router-dom';
import { COLLECTIONS, RETURN_WINDOW_DAYS, SUPPORT_REPLY_HOURS } from '@store/domain';
import type { Tab } from '@/components/ui/tabs.tsx';
import type { Translate } from '@/i18n/i18n.tsx';
import { richText } from '@/i18n/rich-text.tsx';

/** The four tabs of the About page (spec §2), in the page's language. */
export function aboutTabs(t: Translate): Tab[] {
  const themes = COLLECTIONS.join(t('about.listSeparator'));
  return [
    {
      label: t('about.intro.tab'),
      content: (
        <>
          <h2>{t('about.intro.heading')}</h2>
          <p>{t('about.intro.p1')}</p>
          <p>{t('about.intro.p2')}</p>
        </>
      ),
    },
    {
      label: t('about.why.tab'),
      content: (
        <>
          <h2>{t('about.why.heading')}</h2>
          <ul>
            <li>{t('about.why.artwork')}</li>
            <li>{t('about.why.cotton')}</li>
            <li>{t('about.why.shipping', { delivery: t('domain.estimatedDelivery') })}</li>
            <li>{t('about.why.cash')}</li>
            <li>{t('about.why.returns', { days: RETURN_WINDOW_DAYS, hours: SUPPORT_REPLY_HOURS })}</li>
          </ul>
        </>
      ),
    },
    {
      label: t('about.company.tab'),
      content: (
        <>
          <h2>{t('about.company.heading')}</h2>
          <p>{t('about.company.p1')}</p>
          <p>{t('about.company.p2')}</p>
        </>
      ),
    },
    {
      label: t('about.offer.tab'),
      content: (
        <>
          <h2>{t('about.offer.heading')}</h2>
          <p>{t('about.offer.range', { themes })}</p>
          <ul>
            <li>{t('about.offer.retail')}</li>
            <li>{t('about.offer.wholesale')}</li>
            <li>{t('about.offer.bundles')}</li>
          </ul>
          <p>
            {richText(t('about.offer.explore'), {
              collections: (words) => <Link to="/all-collections">{words}</Link>,
            })}
          </p>
        </>
      ),
    },
  ];
}
