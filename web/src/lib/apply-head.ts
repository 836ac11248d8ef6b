import { pageHead, type PageHead, type PageMeta } from './page-head.ts';

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

/** Rewrites the document's head for the page now shown (usePageMeta, after the page is interactive). */
export function applyPageHead(meta: PageMeta) {
  // The document's path: the router's leaves out the language's prefix (/ar), which the links need.
  applyHead(pageHead(meta, window.location.origin, window.location.pathname));
}
