import { useId, useState, type ReactNode } from 'react';
import { StaticMarkup } from '@/lib/static-markup.tsx';
import './accordion.css';

export interface AccordionItem {
  question: ReactNode;
  answer: ReactNode;
}

/** Questions as disclosure buttons; one answer open at a time, the first open to start with. */
export function Accordion({ items }: { items: readonly AccordionItem[] }) {
  const [open, setOpen] = useState<number | null>(0);
  const id = useId();
  return (
    <div className="accordion">
      {items.map((item, index) => {
        const expanded = open === index;
        return (
          <div key={index} className="accordion__item">
            <h3 className="accordion__heading">
              <button
                type="button"
                className="accordion__button"
                aria-expanded={expanded}
                aria-controls={`${id}-${index}`}
                onClick={() => setOpen(expanded ? null : index)}
              >
                {item.question}
                <span className="accordion__icon" aria-hidden="true" />
              </button>
            </h3>
            <div id={`${id}-${index}`} className="accordion__panel" hidden={!expanded}>
              <StaticMarkup>{item.answer}</StaticMarkup>
            </div>
          </div>
        );
      })}
    </div>
  );
}
