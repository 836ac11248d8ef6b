import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@/styles/base.css';
import '@/styles/fonts.css';
import { createApolloClient } from '@/app/apollo-client.ts';
import { App } from '@/app/app.tsx';
import { loadRouteModules } from '@/app/router.tsx';
import { readServerState } from '@/lib/server-state.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const client = createApolloClient();
const serverState = readServerState();

if (serverState) {
  // The page came rendered with its data: the cache starts with that data, so hydration fetches nothing again.
  client.cache.restore(serverState as Parameters<typeof client.cache.restore>[0]);
  // The page's chunks before hydration: the first render in the browser shows what the server rendered.
  await loadRouteModules(window.location.pathname);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the main thread
  // until the whole page is hydrated; a tap on a part not yet hydrated hydrates that part first and is replayed.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App client={client} />
      </StrictMode>,
    );
  });
} else {
  createRoot(root).render(
    <StrictMode>
      <App client={client} />
    </StrictMode>,
  );
}
