import * as ReactDomClient from 'react-dom/client';

/**
 * React DOM's client, started when the libraries' chunk runs (vite.config.ts puts this module in "vendor"), which
 * the boot script runs with no error stacks taken (scripts-after-paint-plugin.ts says why).
 */
export const { createRoot, hydrateRoot } = ReactDomClient;
