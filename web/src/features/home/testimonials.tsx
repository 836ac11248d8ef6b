import { CAROUSEL_BREAKPOINTS } from '@store/domain';
import type { Testimonials_TestimonialFragment } from '@/__generated__/graphql.ts';
import { Price } from '@/components/ui/price.tsx';
import { StaticMarkup } from '@/lib/static-markup.tsx';
import { Carousel } from './carousel.tsx';
import { HomeSection } from './home-section.tsx';
import { useTranslation } from '@/i18n/i18n.tsx';
import './testimonials.css';
import { inEnglish } from '@/lib/fallback-lang.ts';

const MAX_STARS = 5;

function Stars({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <span className="testimonial__stars" role="img" aria-label={t('home.stars', { count, max: MAX_STARS })}>
      {Array.from({ length: MAX_STARS }, (_, index) => (
        <span key={index} aria-hidden="true" className={index < count ? 'is-filled' : undefined}>
          ★
        </span>
      ))}
    </span>
  );
}

function TestimonialCard({ testimonial }: { testimonial: Testimonials_TestimonialFragment }) {
  return (
    <StaticMarkup as="figure" className="testimonial">
      <Stars count={testimonial.stars} />
      <blockquote className="testimonial__text">
        <p {...inEnglish(testimonial.fallbackFields, 'text')}>{testimonial.text}</p>
      </blockquote>
      <figcaption className="testimonial__caption">
        <span className="testimonial__author" {...inEnglish(testimonial.fallbackFields, 'author')}>
          {testimonial.author}
        </span>
        <span className="testimonial__product">
          <span {...inEnglish(testimonial.fallbackFields, 'product')}>{testimonial.product}</span>{' '}
          <Price price={testimonial.price} />
        </span>
      </figcaption>
    </StaticMarkup>
  );
}

/** 'Customer Say': the testimonials, 1/2/3 per view at 0/752/1200 px (spec §2, §9). */
export function Testimonials({ testimonials }: { testimonials: readonly Testimonials_TestimonialFragment[] }) {
  const { t } = useTranslation();
  if (testimonials.length === 0) return null;
  return (
    <HomeSection title={t('home.testimonials')}>
      <Carousel
        label={t('home.testimonialsLabel')}
        items={testimonials}
        itemKey={(testimonial) => testimonial.id}
        renderItem={(testimonial) => <TestimonialCard testimonial={testimonial} />}
        perView={CAROUSEL_BREAKPOINTS.testimonials}
      />
    </HomeSection>
  );
}
