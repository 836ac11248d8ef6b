import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router-dom';
import { createApolloClient } from '@/app/apollo-client.ts';
import { appRoutes, type RouteHandle } from '@/app/router.tsx';
import { pageHead, type PageMeta } from '@/lib/page-head.ts';
import { ServerPageContext, type ServerPage } from '@/lib/server-page.ts';
import { SERVER_STATE_ID } from '@/lib/server-state.ts';
import { executorLink, type ExecuteOperation } from './executor-link.ts';
import { headHtml, scriptJson } from './head-html.ts';

export interface RenderInput {
  /** Path and query of the page, e.g. /product-detail/3?colour=Red. */
  url: string;
  /** The store's public origin, for canonical and Open Graph URLs. */
  origin: string;
  execute: ExecuteOperation;
  /** Aborted when the render runs out of time. */
  signal: AbortSignal;
}

export type RenderOutput =
  /** A page the browser renders alone (the shopper's own pages, the back office): serve the bare shell. */
  | { kind: 'shell' }
  | {
      kind: 'page';
      status: number;
      /** <title>, meta, canonical and JSON-LD elements for the head. */
      head: string;
      /** The rendered app, for the #root element. */
      html: string;
      /** The Apollo cache the page was rendered with, as a <script type="application/json"> element. */
      state: string;
    };

const FALLBACK_META: PageMeta = {
  title: 'Graphic T-shirts',
  description: 'Racing, JDM, bike, car and titan graphic T-shirts, delivered across the UAE. Cash on delivery.',
};

const handler = createStaticHandler(appRoutes);

function isClientOnly(pathname: string): boolean {
  return (matchRoutes(appRoutes, pathname) ?? []).some(({ route }) => (route.handle as RouteHandle)?.clientOnly);
}

/**
 * Renders one public page with its data: Apollo re-renders until every query the page asks for has been
 * answered by the gateway in process. Throws when an operation failed or the time ran out, so the caller
 * serves the shell and the browser tries for itself.
 */
export async function renderPage({ url, origin, execute, signal }: RenderInput): Promise<RenderOutput> {
  const location = new URL(url, origin);
  if (isClientOnly(location.pathname)) return { kind: 'shell' };
  const context = await handler.query(new Request(location, { signal }));
  if (context instanceof Response) return { kind: 'shell' };

  let failure: unknown = null;
  const client = createApolloClient({ link: executorLink(execute, (reason) => (failure ??= reason)), ssrMode: true });
  const page: ServerPage = { meta: null, status: context.statusCode };
  const tree = (
    <ServerPageContext value={page}>
      <ApolloProvider client={client}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </ApolloProvider>
    </ServerPageContext>
  );
  const { result, aborted } = await prerenderStatic({
    tree,
    signal,
    renderFunction: (node) => {
      // Each pass says again what the page is; only the last, complete one counts.
      Object.assign(page, { meta: null, status: context.statusCode });
      return prerenderToNodeStream(node, { signal });
    },
  });
  if (aborted) throw new Error(`rendering ${location.pathname} ran out of time`);
  if (failure) throw new Error(`rendering ${location.pathname}: an operation failed`, { cause: failure });
  client.stop();
  return {
    kind: 'page',
    status: page.status,
    head: headHtml(pageHead(page.meta ?? FALLBACK_META, origin, location.pathname)),
    html: result,
    state: `<script type="application/json" id="${SERVER_STATE_ID}">${scriptJson(client.extract())}</script>`,
  };
}
