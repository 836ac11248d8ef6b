import type { ContentPage } from '@/admin/__generated__/graphql.ts';

/** A page whose texts staff rewrite: its address in the back office (/admin/pages/<slug>) and in the shop. */
export interface ContentPageEntry {
  slug: string;
  page: ContentPage;
  label: string;
  shopPath: string;
}

/** The six pages, in the order the section nav lists them. */
export const CONTENT_PAGE_LIST: readonly ContentPageEntry[] = [
  { slug: 'about', page: 'ABOUT', label: 'About', shopPath: '/about-us' },
  { slug: 'faq', page: 'FAQ', label: 'FAQ', shopPath: '/FAQs' },
  { slug: 'terms', page: 'TERMS', label: 'Terms', shopPath: '/term-of-use' },
  { slug: 'privacy', page: 'PRIVACY', label: 'Privacy', shopPath: '/privacy-policy' },
  { slug: 'returns', page: 'RETURNS', label: 'Returns', shopPath: '/returns' },
  { slug: 'shipping', page: 'SHIPPING', label: 'Shipping', shopPath: '/shipping' },
];

/** The page at /admin/pages/<slug>, or undefined for an address that names none. */
export function contentPageOfSlug(slug: string | undefined): ContentPageEntry | undefined {
  return CONTENT_PAGE_LIST.find((entry) => entry.slug === slug?.toLowerCase());
}
