import { useId } from 'react';
import type { ProductTabs_ProductFragment } from '@/__generated__/graphql.ts';
import { StaticMarkup } from '@/lib/static-markup.tsx';
import './product-tabs.css';
import { inEnglish } from '@/lib/fallback-lang.ts';

/** How to keep a print looking new, for every shirt. */
const WASH_GUIDANCE = [
  'Turn the shirt inside out before washing to protect the print.',
  'Wash with similar colours in cold or lukewarm water.',
  'Skip fabric softener and bleach: they wear the print down.',
  'Dry in the shade; direct sun fades colours over time.',
];

/** The product's tabs; only Description is offered (spec §2). */
export function ProductTabs({ product }: { product: ProductTabs_ProductFragment }) {
  const id = useId();
  return (
    <section className="product-tabs" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="visually-hidden">
        Product details
      </h2>
      <div role="tablist" aria-label="Product information" className="product-tabs__list">
        <button type="button" role="tab" id={`${id}-tab`} aria-selected="true" aria-controls={`${id}-panel`}>
          Description
        </button>
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab`}>
        <StaticMarkup className="product-tabs__panel">
          <div>
            <h3>Materials</h3>
            <dl className="product-tabs__facts">
              <dt>Composition</dt>
              <dd {...inEnglish(product.fallbackFields, 'composition')}>{product.composition}</dd>
              <dt>Origin</dt>
              <dd {...inEnglish(product.fallbackFields, 'origin')}>{product.origin}</dd>
            </dl>
          </div>
          <div>
            <h3>Care</h3>
            <ul {...inEnglish(product.fallbackFields, 'care')}>
              {product.care.map((instruction) => (
                <li key={instruction}>{instruction}</li>
              ))}
            </ul>
          </div>
          <div>
            <h3>Wash guidance</h3>
            <ul>
              {WASH_GUIDANCE.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </div>
        </StaticMarkup>
      </div>
    </section>
  );
}
