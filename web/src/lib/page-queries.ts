import type { ApolloClient, OperationVariables } from '@apollo/client';
import type { DocumentNode } from 'graphql';
import { queryDocuments } from '@/__generated__/graphql.ts';
import { yieldToBrowser } from './yield-to-browser.ts';

/** The id of the <script type="application/json"> that names the queries the server rendered the page with. */
export const PAGE_QUERIES_ID = 'apollo-queries';

/** A query a page was rendered with: its operation name and its variables. */
export type PageQuery = [operationName: string, variables: OperationVariables];

/** The queries a render is showing, as the server names them in the page (each once). */
export function renderedQueries(client: ApolloClient): PageQuery[] {
  const queries = new Map<string, PageQuery>();
  for (const query of client.getObservableQueries('all')) {
    if (!query.queryName) continue;
    const entry: PageQuery = [query.queryName, query.variables];
    queries.set(JSON.stringify(entry), entry);
  }
  return [...queries.values()];
}

function isPageQuery(value: unknown): value is PageQuery {
  return (
    Array.isArray(value) &&
    value.length === 2 &&
    typeof value[0] === 'string' &&
    typeof value[1] === 'object' &&
    value[1] !== null &&
    !Array.isArray(value[1])
  );
}

/** The queries named in the page's script: well-formed entries only, none for text that is not a list. */
export function parsePageQueries(text: string | null | undefined): PageQuery[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter(isPageQuery) : [];
  } catch {
    return [];
  }
}

/** The queries the server rendered this page with; none on a page the browser renders alone. */
export function readPageQueries(): PageQuery[] {
  return parsePageQueries(
    typeof document === 'undefined' ? null : document.getElementById(PAGE_QUERIES_ID)?.textContent,
  );
}

/**
 * Reads each of the page's queries from the cache once before hydration. Apollo keeps what it read (the query's
 * prepared document and its result), so the components that ask for these queries while they hydrate find them
 * ready: the first read of a product's page data is several milliseconds on a phone, and inside hydration it made
 * one of its slices a long task. Each query takes three tasks, about a third each for the shop page's: preparing
 * its document (Apollo's transforms), setting up its query (the document's traversals), and reading its result.
 * Reads only: nothing is fetched, nothing is watched.
 */
export async function warmPageQueries(client: ApolloClient, queries: readonly PageQuery[]): Promise<void> {
  const documents: Partial<Record<string, DocumentNode>> = queryDocuments;
  for (const [operationName, variables] of queries) {
    const query = Object.hasOwn(documents, operationName) ? documents[operationName] : undefined;
    if (!query) continue;
    client.documentTransform.transformDocument(query);
    await yieldToBrowser();
    const observable = client.watchQuery({ query, variables });
    await yieldToBrowser();
    observable.getCurrentResult();
    await yieldToBrowser();
  }
}
