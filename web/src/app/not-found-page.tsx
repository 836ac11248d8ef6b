import { Link } from 'react-router-dom';
import { useTranslation } from '@/i18n/i18n.tsx';
import { usePageMeta } from '@/lib/page-meta.ts';
import { usePageStatus } from '@/lib/server-page.ts';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageMeta({
    title: t('notFound.title'),
    description: t('notFound.description'),
    keywords: t('notFound.keywords'),
  });
  usePageStatus(404);
  return (
    <section className="not-found">
      <h1>{t('notFound.heading')}</h1>
      <p>{t('notFound.description')}</p>
      <Link to="/">{t('notFound.home')}</Link>
    </section>
  );
}
