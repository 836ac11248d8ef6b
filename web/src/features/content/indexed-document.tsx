import { useMemo, type MouseEvent, type ReactNode } from 'react';
import { StaticMarkup } from '@/lib/static-markup.tsx';
import { useActiveSection } from './use-active-section.ts';
import { useTranslation } from '@/i18n/i18n.tsx';
import './indexed-document.css';

export interface DocumentSection {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

/**
 * A long legal text with a side index (terms, privacy): the index highlights the section at the middle of
 * the viewport and scrolls smoothly to a section on click.
 */
export function IndexedDocument({ sections, label }: { sections: readonly DocumentSection[]; label: string }) {
  const { t } = useTranslation();
  const ids = useMemo(() => sections.map((section) => section.id), [sections]);
  const { active, choose } = useActiveSection(ids);

  const jump = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    choose(id);
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    // Keyboard users continue reading from the section they chose.
    target.focus({ preventScroll: true });
  };

  return (
    <div className="indexed-document">
      <nav className="indexed-document__index" aria-label={label}>
        <ol>
          {sections.map((section, index) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="indexed-document__link"
                aria-current={section.id === active ? 'location' : undefined}
                onClick={(event) => jump(event, section.id)}
              >
                <span className="indexed-document__number">{t('document.number', { n: index + 1 })}</span>{' '}
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <StaticMarkup className="indexed-document__body prose">
        {sections.map((section, index) => (
          <section key={section.id} id={section.id} tabIndex={-1} className="indexed-document__section">
            <h2>
              {t('document.number', { n: index + 1 })} {section.title}
            </h2>
            {section.content}
          </section>
        ))}
      </StaticMarkup>
    </div>
  );
}
