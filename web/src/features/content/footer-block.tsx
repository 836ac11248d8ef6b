import { useId, useState, type ReactNode } from 'react';
import { FOOTER_SIDE_BY_SIDE } from './footer-folds.ts';
import { useMediaQuery } from './use-media-query.ts';

/** A footer column: always open on wide screens, a toggle under its heading on small ones. */
export function FooterBlock({ title, children }: { title: string; children: ReactNode }) {
  const wide = useMediaQuery(FOOTER_SIDE_BY_SIDE);
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <section className="footer-block" aria-labelledby={`${id}-title`}>
      <h2 className="footer-block__title" id={`${id}-title`}>
        {wide ? (
          title
        ) : (
          <button
            type="button"
            className="footer-block__toggle"
            aria-expanded={open}
            aria-controls={`${id}-body`}
            onClick={() => setOpen(!open)}
          >
            {title}
            <span className="footer-block__icon" aria-hidden="true" />
          </button>
        )}
      </h2>
      <div id={`${id}-body`} className="footer-block__body" hidden={!wide && !open}>
        {children}
      </div>
    </section>
  );
}
