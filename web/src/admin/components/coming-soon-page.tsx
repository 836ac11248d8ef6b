import { AdminPage } from './admin-page.tsx';

/** The page of an area not built yet: the navigation is complete, and says plainly what is not there. */
export function ComingSoonPage({ area, summary }: { area: string; summary: string }) {
  return (
    <AdminPage title={area}>
      <section className="admin-coming-soon" aria-label="Coming soon">
        <p className="admin-coming-soon__badge">Coming soon</p>
        <p>
          {area} is not built yet. {summary}
        </p>
      </section>
    </AdminPage>
  );
}
