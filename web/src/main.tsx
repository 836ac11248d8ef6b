import { localeOfPath } from '@store/domain';
import { StrictMode, startTransition } from 'react';
import '@/styles/base.css';
import '@/styles/fonts.css';
import { createApolloClient } from '@/app/apollo-client.ts';
import { App } from '@/app/app.tsx';
import { loadRouteModules } from '@/app/router.tsx';
import { createI18n } from '@/i18n/i18n.tsx';
import { loadCatalogue } from '@/i18n/load-catalogue.ts';
import { createRoot, hydrateRoot } from '@/lib/react-dom-client.ts';
import { readPageQueries, warmPageQueries } from '@/lib/page-queries.ts';
import { readServerState } from '@/lib/server-state.ts';
import { yieldToBrowser } from '@/lib/yield-to-browser.ts';

/**
 * A part of the page React could not hydrate (it renders that part afresh): logged with the components and chunks
 * it happened in, which React's production message leaves out, so that a mismatch names its part.
 */
function reportHydrationError(error: unknown, info: { componentStack?: string }) {
  console.error(error, info.componentStack ?? '');
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const locale = localeOfPath(window.location.pathname);
// Each start-up step below takes a few milliseconds on a phone (evaluating the modules, starting the cache, reading
// the messages, matching the routes): each runs in its own task, so that together they are not one long task.
await yieldToBrowser();
const client = createApolloClient();
const serverState = readServerState();

if (serverState) {
  // The page came rendered with its data: the cache starts with that data, so hydration fetches nothing again.
  client.cache.restore(serverState as Parameters<typeof client.cache.restore>[0]);
  await yieldToBrowser();
  // The page's chunks before hydration: the first render in the browser shows what the server rendered.
  const [messages] = await Promise.all([loadCatalogue(locale), loadRouteModules(window.location.pathname)]);
  await yieldToBrowser();
  await warmPageQueries(client, readPageQueries());
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
  // until the whole page is hydrated; a tap on a part not yet hydrated hydrates that part first and is replayed.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App client={client} locale={locale} i18n={createI18n(locale, messages)} />
      </StrictMode>,
      { onRecoverableError: reportHydrationError },
    );
  });
} else {
  const i18n = createI18n(locale, await loadCatalogue(locale));
  createRoot(root).render(
    <StrictMode>
      <App client={client} locale={locale} i18n={i18n} />
    </StrictMode>,
  );
}
