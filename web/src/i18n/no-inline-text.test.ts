import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The parts of the shop whose texts live in the catalogues (issue 21's first slice): none may write a user-facing
 * text inline again. Pages still in English only join this list as they move to the catalogues.
 */
const TRANSLATED = [
  'app/header.tsx',
  'app/language-switch.tsx',
  'app/layout.tsx',
  'app/mobile-menu.tsx',
  'app/not-found-page.tsx',
  'components/discount-code-form.tsx',
  'components/payment-logos.tsx',
  'components/product-card.tsx',
  'components/ui/breadcrumb.tsx',
  'components/ui/dialog.tsx',
  'components/ui/form-fields.tsx',
  'components/ui/form-shell.tsx',
  'components/ui/price.tsx',
  'components/ui/tabs.tsx',
  'features/cart/cart-page.tsx',
  'features/cart/quantity-input.tsx',
  'features/cart/side-cart.tsx',
  'features/catalog/active-filters.tsx',
  'features/catalog/filter-options.tsx',
  'features/catalog/price-slider.tsx',
  'features/catalog/shop-categories.tsx',
  'features/catalog/shop-filters.tsx',
  'features/catalog/shop-heading.tsx',
  'features/catalog/shop-page.tsx',
  'features/catalog/shop-pagination.tsx',
  'features/catalog/shop-results.tsx',
  'features/catalog/shop-toolbar.tsx',
  'features/checkout/cart-problems.tsx',
  'features/checkout/checkout-page.tsx',
  'features/checkout/checkout-summary.tsx',
  'features/checkout/form-field.tsx',
  'features/checkout/order-confirmation-page.tsx',
  'features/checkout/shipping-form.tsx',
  'features/compare/compare-page.tsx',
  'features/compare/compare-panel.tsx',
  'features/content/contact-details.tsx',
  'features/content/contact-form.tsx',
  'features/content/contact-page.tsx',
  'features/content/footer.tsx',
  'features/content/newsletter-form.tsx',
  'features/content/page-header.tsx',
  'features/home/carousel.tsx',
  'features/home/collections-carousel.tsx',
  'features/home/home-page.tsx',
  'features/home/testimonials.tsx',
  'features/home/top-picks.tsx',
  'features/product/option-choosers.tsx',
  'features/product/product-gallery.tsx',
  'features/product/product-heading.tsx',
  'features/product/product-info.tsx',
  'features/product/product-page.tsx',
  'features/product/product-purchase.tsx',
  'features/product/product-tabs.tsx',
  'features/product/quantity-control.tsx',
  'features/product/quick-add.tsx',
  'features/product/quick-view.tsx',
  'features/product/related-products.tsx',
  'features/product/size-guide-panels.tsx',
  'features/product/size-guide.tsx',
  'features/search/search-dialog.tsx',
  'features/wishlist/side-wishlist.tsx',
  'features/wishlist/wishlist-page.tsx',
];

/**
 * Text between JSX tags (a tag's end is no arrow's `=>`; a type argument, `<Field<string> name=…`, is no tag), and
 * text in the attributes a person reads or hears.
 */
const INLINE_TEXT = [
  /(?<![\w.])<\/?[a-zA-Z](?:[^<>]|=>)*(?<!=)>\s*([A-Za-z][^<>{}]*?)\s*(?=[<{])/g,
  /\b(?:aria-label|title|placeholder|alt|label)="([^"]*[A-Za-z][^"]*)"/g,
];

const COMMENTS = /\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm;

/** The inline texts of a component's source, its comments left out. */
function inlineTexts(source: string): string[] {
  const code = source.replace(COMMENTS, '');
  return INLINE_TEXT.flatMap((pattern) => [...code.matchAll(pattern)].map((match) => match[1]!.trim()));
}

describe('user-facing text', () => {
  it('is found when a component writes it inline', () => {
    expect(inlineTexts('<p className="x">Hello, {name}</p>')).toEqual(['Hello,']);
    expect(inlineTexts('<label><input onChange={(e) => go(e)} />\n  Sale only\n</label>')).toEqual(['Sale only']);
    expect(inlineTexts('<button aria-label="Close" onClick={close}>')).toEqual(['Close']);
    expect(inlineTexts('<p>{t(\'a\')}</p><img alt="" />')).toEqual([]);
    expect(inlineTexts("/** A <dialog> element. */\n<b onClick={() => open()}>{t('a')}</b>")).toEqual([]);
    expect(inlineTexts('<Field<string>\n  name="emirate"\n  render={() => null} />')).toEqual([]);
  });

  it.each(TRANSLATED)('comes from the catalogues in %s', (file) => {
    const source = readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');
    expect(inlineTexts(source)).toEqual([]);
  });
});
