import { useCollectionsPageQuery } from '@/admin/__generated__/graphql.ts';
import { AdminPage } from '@/admin/components/admin-page.tsx';
import { QueryProblem } from '@/admin/components/query-problem.tsx';
import { BannerList } from './banner-list.tsx';
import { CollectionCard } from './collection-card.tsx';
import { TestimonialList } from './testimonial-list.tsx';

/** /admin/collections: the home page's content — the five collection cards, the banners and the testimonials. */
export function CollectionsPage() {
  const { data, error, refetch } = useCollectionsPageQuery({ fetchPolicy: 'cache-and-network' });

  return (
    <AdminPage title="Collections">
      {data ? (
        <>
          <nav aria-label="On this page" className="content-jump">
            <a href="#content-collections">Collection cards</a>
            <a href="#content-banners">Home banners</a>
            <a href="#content-testimonials">Testimonials</a>
          </nav>
          <section id="content-collections" aria-labelledby="content-collections-title" className="admin-panel">
            <h2 id="content-collections-title">Collection cards</h2>
            <p className="form__hint">
              Each collection’s card on the home and collections pages, in increasing position.
            </p>
            <div className="collection-cards">
              {[...data.adminCollections]
                .sort((a, b) => a.position - b.position)
                .map((collection) => (
                  <CollectionCard key={collection.name} collection={collection} />
                ))}
            </div>
          </section>
          <section id="content-banners" aria-labelledby="content-banners-title" className="admin-panel">
            <h2 id="content-banners-title">Home banners</h2>
            <BannerList banners={data.adminBanners} />
          </section>
          <section id="content-testimonials" aria-labelledby="content-testimonials-title" className="admin-panel">
            <h2 id="content-testimonials-title">Testimonials</h2>
            <TestimonialList testimonials={data.adminTestimonials} />
          </section>
        </>
      ) : error ? (
        <QueryProblem what="The collections" onRetry={refetch} />
      ) : (
        <p role="status">Loading the collections…</p>
      )}
    </AdminPage>
  );
}
