import { CAROUSEL_BREAKPOINTS } from '@store/domain';
import { useId } from 'react';
import { StaticMarkup } from '@/lib/static-markup.tsx';
import { useTranslation } from '@/i18n/i18n.tsx';
import { BENEFITS, benefitText, benefitTitle, type Benefit } from './benefits.ts';
import { Carousel } from './carousel.tsx';
import './benefits-strip.css';

/** Line icons (24×24 strokes), in the order of BENEFITS: returns, shipping, support, discounts. */
const ICON_PATHS = [
  'M3 12a9 9 0 1 0 3-6.7M3 4v5h5',
  'M2 6h11v10H2zM13 9h4l4 4v3h-8M6.5 19a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3zM17.5 19a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
  'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H4zM17 14h3v5h-3zM20 19a3 3 0 0 1-3 3h-3',
  'M3 12V3h9l9 9-9 9zM7.5 7.5h.01',
];

function BenefitItem({ benefit, index }: { benefit: Benefit; index: number }) {
  const { t } = useTranslation();
  return (
    <StaticMarkup className="benefit">
      <svg className="benefit__icon" viewBox="0 0 24 24" width="36" height="36" aria-hidden="true">
        <path d={ICON_PATHS[index]} />
      </svg>
      <div>
        <h3 className="benefit__title">{t(benefitTitle(benefit), benefit.values)}</h3>
        <p className="benefit__text">{t(benefitText(benefit))}</p>
      </div>
    </StaticMarkup>
  );
}

/** The four benefits, 1/2/3/4 per view at 0/576/768/1200 px (spec §9). */
export function BenefitsStrip() {
  const headingId = useId();
  const { t } = useTranslation();
  const items = BENEFITS.map((benefit, index) => ({ benefit, index }));
  return (
    <section className="benefits-strip container" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {t('home.benefits')}
      </h2>
      <Carousel
        label={t('home.benefitsLabel')}
        items={items}
        itemKey={({ benefit }) => benefit.key}
        renderItem={({ benefit, index }) => <BenefitItem benefit={benefit} index={index} />}
        perView={CAROUSEL_BREAKPOINTS.benefits}
      />
    </section>
  );
}
