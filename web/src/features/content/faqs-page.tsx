import { EXCHANGE_WINDOW_DAYS } from '@store/domain';
import { homeTrail } from '@/lib/page-head.ts';
import { usePageMeta } from '@/lib/page-meta.ts';
import { Accordion } from './accordion.tsx';
import { AskQuestionForm } from './ask-question-form.tsx';
import { faqGroups } from './faq-content.tsx';
import { PageHeader } from './page-header.tsx';
import { usePageTexts } from './use-page-texts.tsx';
import './faqs-page.css';

/** /FAQs: buying, returns and refunds in three accordion groups, and a question form. */
export function FaqsPage() {
  const texts = usePageTexts('FAQ');
  const { t, text } = texts;
  usePageMeta({
    title: t('faq.title'),
    description: t('faq.description', { days: EXCHANGE_WINDOW_DAYS }),
    keywords: t('faq.keywords'),
    breadcrumbs: homeTrail(t('nav.home'), t('faq.title'), '/FAQs'),
  });
  return (
    <>
      <PageHeader title={text('faq.title')} lead={text('faq.lead')} />
      <div className="container static-page faqs-page">
        <div className="faqs-page__groups">
          {faqGroups(texts).map((group) => (
            <section key={group.key} className="faqs-page__group" aria-labelledby={`faq-${group.key}`}>
              <h2 id={`faq-${group.key}`} className="faqs-page__group-title">
                {group.title}
              </h2>
              <Accordion items={group.items} />
            </section>
          ))}
        </div>
        <aside className="faqs-page__ask">
          <AskQuestionForm />
        </aside>
      </div>
    </>
  );
}
