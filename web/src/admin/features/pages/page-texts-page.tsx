import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useAdminPageTextsQuery } from '@/admin/__generated__/graphql.ts';
import { AdminPage } from '@/admin/components/admin-page.tsx';
import { OwnerOnlyNotice } from '@/admin/components/owner-only.tsx';
import { QueryProblem } from '@/admin/components/query-problem.tsx';
import { SectionNav } from '@/admin/components/section-nav.tsx';
import { useSignedInMember } from '@/admin/lib/signed-in-member.ts';
import { CONTENT_PAGE_LIST, contentPageOfSlug, type ContentPageEntry } from './content-pages.ts';
import { PageTextsForm } from './page-texts-form.tsx';
import { PageTextsList } from './page-texts-list.tsx';

const SECTIONS = CONTENT_PAGE_LIST.map((entry) => ({ to: `/admin/pages/${entry.slug}`, label: entry.label }));
const READ_ONLY = 'Only the owner changes the pages’ texts: they state the shop’s terms. You can read them here.';

/** /admin/pages/:page: the About, FAQ and policy texts, English beside Arabic; the owner edits, staff read. */
export function PageTextsPage() {
  const entry = contentPageOfSlug(useParams().page);
  return (
    <AdminPage title="Pages">
      <SectionNav label="Pages" sections={SECTIONS} />
      {entry ? <PageSection entry={entry} /> : <p>There is no such page: choose one above.</p>}
    </AdminPage>
  );
}

function PageSection({ entry }: { entry: ContentPageEntry }) {
  return (
    <section aria-labelledby="page-texts-title" className="page-texts">
      <h2 id="page-texts-title">{entry.label}</h2>
      <p className="form__hint">
        The texts of the shop’s <ShopLink path={entry.shopPath}>{entry.label} page</ShopLink> (and its{' '}
        <ShopLink path={`/ar${entry.shopPath}`}>Arabic page</ShopLink>), in the page’s order. Words in braces such as{' '}
        {'{days}'} are the shop’s own figures and tags such as {'<email/>'} its links: keep them as they are.
      </p>
      <PageTexts key={entry.page} entry={entry} />
    </section>
  );
}

/** The shop's page in a tab of its own, so that a look at it loses nothing typed here. */
function ShopLink({ path, children }: { path: string; children: ReactNode }) {
  return (
    <a href={path} target="_blank" rel="noopener">
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

function PageTexts({ entry }: { entry: ContentPageEntry }) {
  const owner = useSignedInMember().role === 'OWNER';
  const { data, error, refetch } = useAdminPageTextsQuery({
    variables: { page: entry.page },
    fetchPolicy: 'cache-and-network',
  });

  if (!data) {
    if (error) return <QueryProblem what={`The ${entry.label} texts`} onRetry={refetch} />;
    return <p role="status">Loading the {entry.label} texts…</p>;
  }
  if (!owner) {
    return (
      <>
        <OwnerOnlyNotice message={READ_ONLY} />
        <PageTextsList label={entry.label} texts={data.adminPageTexts} />
      </>
    );
  }
  return <PageTextsForm entry={entry} texts={data.adminPageTexts} />;
}
