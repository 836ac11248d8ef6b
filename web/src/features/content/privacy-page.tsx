import { homeTrail } from '@/lib/page-head.ts';
import { usePageMeta } from '@/lib/page-meta.ts';
import { IndexedDocument } from './indexed-document.tsx';
import { PageHeader } from './page-header.tsx';
import { PRIVACY_SECTIONS } from './privacy-sections.tsx';

/** /privacy-policy: how the shop handles personal data, with a side index. */
export function PrivacyPage() {
  usePageMeta({
    title: 'Privacy Policy',
    description: 'What personal data Graphic Tees Dubai collects, how we use and protect it, and your rights.',
    keywords: 'privacy policy, personal data, cookies, graphic tees dubai',
    breadcrumbs: homeTrail('Privacy Policy', '/privacy-policy'),
  });
  return (
    <>
      <PageHeader title="Privacy Policy" />
      <div className="container static-page">
        <IndexedDocument label="Privacy policy sections" sections={PRIVACY_SECTIONS} />
      </div>
    </>
  );
}
