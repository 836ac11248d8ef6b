/** The id of the <script type="application/json"> that carries the server's Apollo cache into the page. */
export const SERVER_STATE_ID = 'apollo-state';

/** True in a browser that opened a server-rendered page, until it has hydrated. */
export function renderedOnServer(): boolean {
  return typeof document !== 'undefined' && document.getElementById(SERVER_STATE_ID) !== null;
}

/** True while React hydrates the page the server rendered: until `<html data-hydrated="true">` (app/app.tsx). */
export function isFirstHydration(): boolean {
  return renderedOnServer() && document.documentElement.dataset.hydrated !== 'true';
}

/** The Apollo cache the server rendered the page with, or null on a page the browser renders alone. */
export function readServerState(): unknown {
  const element = typeof document === 'undefined' ? null : document.getElementById(SERVER_STATE_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent);
  } catch {
    return null;
  }
}
