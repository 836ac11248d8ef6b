import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The parts of the shop whose texts live in the catalogues (issue 21's first slice): none may write a user-facing
 * text inline again. Pages still in English only join this list as they move to the catalogues.
 */
const TRANSLATED = [
  'app/header.tsx',
  'app/language-switch.tsx',
  'app/fixed-buttons.tsx',
  'app/layout.tsx',
  'app/mobile-menu.tsx',
  'app/not-found-page.tsx',
  'app/require-login.tsx',
  'components/account-sidebar.tsx',
  'components/discount-code-form.tsx',
  'components/payment-logos.tsx',
  'components/product-card.tsx',
  'components/ui/breadcrumb.tsx',
  'components/ui/dialog.tsx',
  'components/ui/form-fields.tsx',
  'components/ui/form-shell.tsx',
  'components/ui/price.tsx',
  'components/ui/tabs.tsx',
  'components/ui/tracking-number.tsx',
  'features/account/account-page.tsx',
  'features/account/change-password-form.tsx',
  'features/account/forgot-password-page.tsx',
  'features/account/login-form.tsx',
  'features/account/login-page.tsx',
  'features/account/profile-form.tsx',
  'features/account/register-form.tsx',
  'features/account/register-page.tsx',
  'features/account/reset-password-page.tsx',
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
  'features/content/about-content.tsx',
  'features/content/about-page.tsx',
  'features/content/accordion.tsx',
  'features/content/ask-question-form.tsx',
  'features/content/coming-soon-page.tsx',
  'features/content/contact-details.tsx',
  'features/content/contact-form.tsx',
  'features/content/contact-page.tsx',
  'features/content/countdown-timer.tsx',
  'features/content/faq-content.tsx',
  'features/content/faqs-page.tsx',
  'features/content/footer.tsx',
  'features/content/gift-notice-page.tsx',
  'features/content/indexed-document.tsx',
  'features/content/newsletter-form.tsx',
  'features/content/newsletter-popup.tsx',
  'features/content/page-header.tsx',
  'features/content/privacy-page.tsx',
  'features/content/privacy-sections.tsx',
  'features/content/returns-page.tsx',
  'features/content/shipping-page.tsx',
  'features/content/store-contact-parts.tsx',
  'features/content/terms-page.tsx',
  'features/content/terms-sections.tsx',
  'features/home/carousel.tsx',
  'features/home/collections-carousel.tsx',
  'features/home/home-page.tsx',
  'features/home/testimonials.tsx',
  'features/home/top-picks.tsx',
  'features/orders/cancel-order-dialog.tsx',
  'features/orders/my-orders-page.tsx',
  'features/orders/order-details-page.tsx',
  'features/orders/order-header.tsx',
  'features/orders/order-info-grid.tsx',
  'features/orders/order-items.tsx',
  'features/orders/order-list.tsx',
  'features/orders/order-timeline.tsx',
  'features/orders/order-tracking-page.tsx',
  'features/orders/order-unavailable.tsx',
  'features/orders/orders-nav.tsx',
  'features/orders/orders-table.tsx',
  'features/orders/shipping-details-page.tsx',
  'features/orders/shipping-list-page.tsx',
  'features/orders/status-badge.tsx',
  'features/orders/tracking-form.tsx',
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
  'features/returns/order-returns.tsx',
  'features/returns/return-card.tsx',
  'features/returns/return-form-parts.tsx',
  'features/returns/return-line-fields.tsx',
  'features/returns/return-request-form.tsx',
  'features/search/search-dialog.tsx',
  'features/wishlist/side-wishlist.tsx',
  'features/wishlist/wishlist-page.tsx',
];

/** Text between JSX tags (a tag's end is no arrow's `=>`, a type argument `Form<Values>` no tag), and text in the attributes a person reads or hears. */
const INLINE_TEXT = [
  /(?<![\w$.])<\/?[a-zA-Z](?:[^<>]|=>)*(?<!=)>\s*([A-Za-z][^<>{}]*?)\s*(?=[<{])/g,
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
    // A component's type argument is no tag: <Form<Values> onSubmit={…}> holds no text.
    expect(inlineTexts('<Form<LoginValues> onSubmit={onSubmit}>{render}</Form>')).toEqual([]);
  });

  it.each(TRANSLATED)('comes from the catalogues in %s', (file) => {
    const source = readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');
    expect(inlineTexts(source)).toEqual([]);
  });
});
