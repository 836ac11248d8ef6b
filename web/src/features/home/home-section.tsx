import { useId, type ReactNode } from 'react';
import './home-section.css';

/** A titled section of the home page, named by its heading for assistive technology. */
export function HomeSection({
  title,
  subtitle,
  children,
}: {
  title: ReactNode;
  subtitle?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className="home-section container" aria-labelledby={headingId}>
      <header className="home-section__header">
        <h2 id={headingId} className="home-section__title">
          {title}
        </h2>
        {subtitle && <p className="home-section__subtitle">{subtitle}</p>}
      </header>
      {children}
    </section>
  );
}
