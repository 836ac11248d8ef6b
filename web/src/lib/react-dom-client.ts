import * as ReactDomClient from 'react-dom/client';

/**
 * React DOM's client, started when the libraries' chunk runs (vite.config.ts puts this module in "vendor"), where
 * the boot script runs it with no error stacks taken (scripts-after-paint-plugin.ts): React DOM makes five errors as
 * it starts, and with DevTools attached (Lighthouse, the end-to-end tests) V8 would parse all of React DOM again to
 * give each one's stack line numbers, 8–12 ms of the main thread in the page's start on this machine.
 */
export const { createRoot, hydrateRoot } = ReactDomClient;
