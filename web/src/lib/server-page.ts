import { createContext, useContext } from 'react';
import type { PageMeta } from './page-head.ts';

/** What a page tells the server while it renders there: its head and its HTTP status. */
export interface ServerPage {
  meta: PageMeta | null;
  status: number;
}

/** Provided only by the server render (src/server/); null in the browser. */
export const ServerPageContext = createContext<ServerPage | null>(null);

/** Answers the page with this HTTP status when it is rendered on the server (404 for the not-found page). */
export function usePageStatus(status: number): void {
  const page = useContext(ServerPageContext);
  if (page) page.status = status;
}
