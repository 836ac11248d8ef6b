import { homeTrail } from '@/lib/page-head.ts';
import { usePageMeta } from '@/lib/page-meta.ts';
import { Accordion } from './accordion.tsx';
import { AskQuestionForm } from './ask-question-form.tsx';
import { FAQ_GROUPS } from './faq-content.tsx';
import { PageHeader } from './page-header.tsx';
import './faqs-page.css';

/** /FAQs: buying, returns and refunds in three accordion groups, and a question form. */
export function FaqsPage() {
  usePageMeta({
    title: 'FAQs',
    description: 'Answers on ordering, cash on delivery, free shipping, 7-day exchanges and returns, and refunds.',
    keywords: 'faq, how to buy, returns, exchanges, refunds, cash on delivery, dubai',
    breadcrumbs: homeTrail('FAQs', '/FAQs'),
  });
  return (
    <>
      <PageHeader title="FAQs" lead="Everything about ordering, exchanges, returns and refunds." />
      <div className="container static-page faqs-page">
        <div className="faqs-page__groups">
          {FAQ_GROUPS.map((group) => (
            <section key={group.title} className="faqs-page__group" aria-label={group.title}>
              <h2 className="faqs-page__group-title">{group.title}</h2>
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
