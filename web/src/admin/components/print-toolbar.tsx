import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface PrintToolbarProps {
  title: string;
  back: { to: string; label: string };
  /** Print is offered once everything to print has loaded. */
  ready: boolean;
  children?: ReactNode;
}

/** Above a print layout, on screen only: its name, the way back, and Print. */
export function PrintToolbar({ title, back, ready, children }: PrintToolbarProps) {
  return (
    <div className="print-toolbar print-hidden">
      <h1 className="print-toolbar__title">{title}</h1>
      <div className="print-toolbar__actions">
        <Link to={back.to} className="button button--outline">
          {back.label}
        </Link>
        <button type="button" className="button" disabled={!ready} onClick={() => window.print()}>
          Print
        </button>
        {children}
      </div>
    </div>
  );
}
