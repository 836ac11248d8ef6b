import { ApolloProvider } from '@apollo/client/react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { prerenderToNodeStream } from 'react-dom/static';
import { localeOfPath, textDirection, type Locale } from '@store/domain';
import { StaticRouter } from 'react-router-dom';
import { createApolloClient } from '@/app/apollo-client.ts';
import { routerBasename } from '@/app/app.tsx';
import { AppRoutes, isClientOnly, loadRouteModules } from '@/app/router.tsx';
import { createI18n, I18nProvider } from '@/i18n/i18n.tsx';
import { loadDeferredSections } from '@/lib/deferred-section.tsx';
import { pageHead, type PageMeta } from '@/lib/page-head.ts';
import { PAGE_QUERIES_ID, renderedQueries, type PageQuery } from '@/lib/page-queries.ts';
import { ServerPageContext, type ServerPage } from '@/lib/server-page.ts';
import { SERVER_STATE_ID } from '@/lib/server-state.ts';
import { catalogueScript, compiledCatalogues } from './catalogue-script.ts';
import { executorLink, type ExecuteOperation } from './executor-link.ts';
import { facePreload } from './face-preload.ts';
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

/** The document's language: the <html> element's `lang` and `dir`, and the page's catalogue. */
export interface DocumentLanguage {
  lang: Locale;
  dir: 'ltr' | 'rtl';
  /** The language's compiled messages, as a <script type="application/json"> element. */
  catalogue: string;
  /** The head elements that fetch the language's own face early: the Arabic face's preload; none for English. */
  facePreload: string;
}

export type RenderOutput =
  /** A page the browser renders alone (the shopper's own pages, the back office): serve the bare shell. */
  | { kind: 'shell'; language: DocumentLanguage }
  | {
      kind: 'page';
      language: DocumentLanguage;
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

/**
 * Renders one public page with its data: Apollo re-renders until every query the page asks for has been
 * answered by the gateway in process. Throws when an operation failed or the time ran out, so the caller
 * serves the shell and the browser tries for itself.
 */
export async function renderPage({ url, origin, execute, signal }: RenderInput): Promise<RenderOutput> {
  const location = new URL(url, origin);
  const locale = localeOfPath(location.pathname);
  const language: DocumentLanguage = {
    lang: locale,
    dir: textDirection(locale),
    catalogue: catalogueScript(locale),
    facePreload: facePreload(locale),
  };
  if (isClientOnly(location.pathname)) return { kind: 'shell', language };
  // The page's chunks, then the sections they declare: the page renders whole, without suspending.
  await loadRouteModules(location.pathname);
  await loadDeferredSections();

  let failure: unknown = null;
  const client = createApolloClient({ link: executorLink(execute, (reason) => (failure ??= reason)), ssrMode: true });
  const page: ServerPage = { meta: null, status: 200 };
  let queries: PageQuery[] = [];
  const tree = (
    <ServerPageContext value={page}>
      <I18nProvider locale={locale} i18n={createI18n(locale, compiledCatalogues[locale])}>
        <ApolloProvider client={client}>
          <StaticRouter basename={routerBasename(locale)} location={location.pathname + location.search}>
            <AppRoutes />
          </StaticRouter>
        </ApolloProvider>
      </I18nProvider>
    </ServerPageContext>
  );
  const { result, aborted } = await prerenderStatic({
    tree,
    signal,
    renderFunction: async (node) => {
      // Each pass says again what the page is; only the last, complete one counts.
      Object.assign(page, { meta: null, status: 200 });
      // React would send a Suspense boundary's content larger than its chunk size (12.8 kB) after the rest,
      // revealed by an inline script, which the Content-Security-Policy forbids: the page is whole, in order.
      const rendered = await prerenderToNodeStream(node, { signal, progressiveChunkSize: Number.POSITIVE_INFINITY });
      // The pass's queries are watched until the render ends: the last pass's are the page's.
      queries = renderedQueries(client);
      return rendered;
    },
  });
  if (aborted) throw new Error(`rendering ${location.pathname} ran out of time`);
  if (failure) throw new Error(`rendering ${location.pathname}: an operation failed`, { cause: failure });
  client.stop();
  return {
    kind: 'page',
    language,
    status: page.status,
    head: headHtml(pageHead(page.meta ?? FALLBACK_META, origin, location.pathname)),
    html: result,
    state:
      `<script type="application/json" id="${SERVER_STATE_ID}">${scriptJson(client.extract())}</script>` +
      `<script type="application/json" id="${PAGE_QUERIES_ID}">${scriptJson(queries)}</script>`,
  };
}
