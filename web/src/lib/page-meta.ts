import { useContext, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { PageHead, PageMeta } from './page-head.ts';
import { ServerPageContext } from './server-page.ts';

export type { PageMeta } from './page-head.ts';

/** Marks the head elements a page owns, so the next page replaces them. */
const OWNED = 'data-page-head';

function applyHead(head: PageHead) {
  document.title = head.title;
  for (const element of document.head.querySelectorAll(`[${OWNED}]`)) element.remove();
  const elements: HTMLElement[] = head.tags.map((tag) => {
    const element = document.createElement(tag.tag);
    if (tag.tag === 'meta') {
      element.setAttribute(tag.attribute, tag.key);
      element.setAttribute('content', tag.content);
    } else {
      element.setAttribute('rel', tag.rel);
      element.setAttribute('href', tag.href);
      for (const [name, value] of Object.entries(tag.attributes ?? {})) element.setAttribute(name, value);
    }
    return element;
  });
  for (const data of head.jsonLd) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = JSON.stringify(data);
    elements.push(script);
  }
  for (const element of elements) element.setAttribute(OWNED, '');
  document.head.append(...elements);
}

/**
 * Every page sets its own title, description and keywords (spec §2), with canonical, Open Graph, Twitter and
 * JSON-LD tags. On the server the page's meta is handed to the render, which writes the head; in the browser
 * the head is rewritten on every page change.
 */
export function usePageMeta(meta: PageMeta) {
  const serverPage = useContext(ServerPageContext);
  if (serverPage) serverPage.meta = meta;
  const { pathname } = useLocation();
  const key = JSON.stringify(meta);
  useEffect(() => {
    let current = true;
    // The head builder loads after the page is interactive: a server-rendered page has its head already.
    void import('./page-head.ts').then(({ pageHead }) => {
      // The document's path: the router's leaves out the language's prefix (/ar), which the links need.
      if (current) applyHead(pageHead(JSON.parse(key) as PageMeta, window.location.origin, window.location.pathname));
    });
    return () => {
      current = false;
    };
  }, [key, pathname]);
}
