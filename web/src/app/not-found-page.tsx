import { Link } from 'react-router-dom';
import { usePageMeta } from '@/lib/page-meta.ts';
import { usePageStatus } from '@/lib/server-page.ts';

export function NotFoundPage() {
  usePageMeta({
    title: 'Page not found',
    description: 'The page you are looking for cannot be found.',
    keywords: 'page not found, graphic t-shirts Dubai',
  });
  usePageStatus(404);
  return (
    <section className="not-found">
      <h1>Oops! Something is Missing.</h1>
      <p>The page you are looking for cannot be found.</p>
      <Link to="/">Back To Homepage</Link>
    </section>
  );
}
