import { homeTrail } from '@/lib/page-head.ts';
import { usePageMeta } from '@/lib/page-meta.ts';
import { IndexedDocument } from './indexed-document.tsx';
import { PageHeader } from './page-header.tsx';
import { TERMS_SECTIONS } from './terms-sections.tsx';

/** /term-of-use: the Terms and Conditions with a side index. */
export function TermsPage() {
  usePageMeta({
    title: 'Terms and Conditions',
    description: 'The terms for using the Graphic Tees Dubai website and ordering from us.',
    keywords: 'terms and conditions, terms of use, graphic tees dubai',
    breadcrumbs: homeTrail('Terms and Conditions', '/term-of-use'),
  });
  return (
    <>
      <PageHeader title="Terms and Conditions" />
      <div className="container static-page">
        <IndexedDocument label="Terms and Conditions sections" sections={TERMS_SECTIONS} />
      </div>
    </>
  );
}
