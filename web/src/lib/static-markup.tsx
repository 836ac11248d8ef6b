import { createElement, useId, useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { localeOfPath, pathWithoutLocale } from '@store/domain';
import { useNavigate, type NavigateFunction } from 'react-router-dom';

/** React leaves an element's children alone when it hydrates one whose inner HTML it was told to set. */
const KEEP_SERVER_CHILDREN = { __html: '' } as const;

let serverRendered: Set<string> | undefined;

/**
 * The static regions the server rendered into this document, read once: React's ids of a server render
 * («R…») never equal those of a render in the browser («r…»), so a region mounted later never adopts them.
 */
function renderedByServer(id: string): boolean {
  if (typeof document === 'undefined') return false;
  serverRendered ??= new Set(
    [...document.querySelectorAll('[data-static]')].map((element) => element.getAttribute('data-static') ?? ''),
  );
  return serverRendered.has(id);
}

function isPlainClick(event: MouseEvent): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  );
}

/**
 * A click on a link of the store inside adopted markup goes through the router, as a `<Link>` would: the link
 * was never hydrated, so it has no handler of its own. Links within the same page (#section) stay the browser's,
 * and so do links to the other language (a full page load). The router takes the path without its /ar: it adds
 * its basename itself.
 */
function followLink(event: MouseEvent<HTMLElement>, navigate: NavigateFunction) {
  const link = (event.target as Element).closest('a');
  if (!link || !isPlainClick(event) || (link.target && link.target !== '_self') || link.hasAttribute('download')) {
    return;
  }
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return;
  if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return;
  if (localeOfPath(url.pathname) !== localeOfPath(window.location.pathname)) return;
  event.preventDefault();
  void navigate(pathWithoutLocale(url.pathname) + url.search + url.hash);
}

/**
 * Markup that has nothing to do in the browser (texts, headings, testimonials, footer columns): on a page the
 * server rendered, React adopts the server's HTML as it is and never renders or hydrates what is inside, so it
 * costs no hydration work; rendered in the browser (a later page), it renders its children as usual.
 * Its children must not depend on what only the browser knows, and must not change while the page is shown:
 * adopted markup is never updated. `as` and `className` make the wrapper the element the markup needs.
 */
export function StaticMarkup({
  as = 'div',
  className,
  label,
  children,
}: {
  as?: 'div' | 'section' | 'header' | 'article' | 'ul' | 'p' | 'figure';
  className?: string;
  /** The element's aria-label. */
  label?: string;
  children: ReactNode;
}) {
  const id = useId();
  const [adopted, setAdopted] = useState(() => renderedByServer(id));
  const element = useRef<HTMLElement>(null);
  const navigate = useNavigate();

  // A region React rendered afresh in the browser (a hydration that failed and fell back) has no server HTML
  // left to adopt: it renders its children instead.
  useLayoutEffect(() => {
    if (adopted && element.current && !element.current.hasChildNodes()) setAdopted(false);
  }, [adopted]);

  const props = { className, 'aria-label': label, 'data-static': id };
  if (!adopted) return createElement(as, props, children);
  return createElement(as, {
    ...props,
    ref: element,
    dangerouslySetInnerHTML: KEEP_SERVER_CHILDREN,
    suppressHydrationWarning: true,
    onClick: (event: MouseEvent<HTMLElement>) => followLink(event, navigate),
  });
}
