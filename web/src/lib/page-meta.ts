import { useContext, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import type { PageMeta } from './page-head.ts';
import { ServerPageContext } from './server-page.ts';
import { isFirstHydration } from './server-state.ts';

export type { PageMeta } from './page-head.ts';

/**
 * Every page sets its own title, description and keywords (spec §2), with canonical, Open Graph, Twitter and
 * JSON-LD tags. On the server the page's meta is handed to the render, which writes the head; in the browser
 * the head is rewritten on every page change, but not while the page the server rendered hydrates: its head was
 * written from this same meta, and rewriting it cost the phone two more scripts and a pass over the head.
 */
export function usePageMeta(meta: PageMeta) {
  const serverPage = useContext(ServerPageContext);
  if (serverPage) serverPage.meta = meta;
  const { pathname } = useLocation();
  const key = JSON.stringify(meta);
  const serverHeadShown = useRef(isFirstHydration());
  useEffect(() => {
    if (serverHeadShown.current) {
      serverHeadShown.current = false;
      return;
    }
    let current = true;
    // The head builder loads after the page is interactive: a server-rendered page has its head already.
    void import('./apply-head.ts').then(({ applyPageHead }) => {
      if (current) applyPageHead(JSON.parse(key) as PageMeta);
    });
    return () => {
      current = false;
    };
  }, [key, pathname]);
}
