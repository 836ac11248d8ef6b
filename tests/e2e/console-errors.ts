import type { Browser, BrowserContext, ConsoleMessage, Response } from '@playwright/test';

// What Chromium logs for any response of status 400 or more, the page's own document included.
const FAILED_TO_LOAD = /^Failed to load resource: the server responded with a status of (\d{3})/;
const CSP_VIOLATION = /Content[ -]Security[ -]Policy/i;

/**
 * Records every console error and uncaught exception of the test's pages: those of the test's context and of
 * any context the test opens itself (`browser.newContext()`), as "<text> (<page path>)".
 *
 * One kind is not an error of the page: a document the server answered 404 on purpose (an unknown address,
 * a missing product: the not-found page, spec §6). Chromium logs "Failed to load resource: … 404" for that
 * document like for a broken image; that one message, for that document's own URL, is left out. A 404 for
 * anything the page asked for (an image, a script, a GraphQL call) still counts.
 */
export function watchConsoleErrors(browser: Browser, context: BrowserContext) {
  const entries: { text: string; url: string; status?: number }[] = [];
  const notFoundDocuments = new Set<string>();
  const contexts: BrowserContext[] = [];
  const onConsole = (message: ConsoleMessage) => {
    // A Content-Security-Policy violation is the CSP check's to count (store-test.ts), with its own opt-out.
    if (message.type() !== 'error' || CSP_VIOLATION.test(message.text())) return;
    const url = message.location().url || message.page()?.url() || '';
    const status = Number(FAILED_TO_LOAD.exec(message.text())?.[1]) || undefined;
    entries.push({ text: `${message.text()} (${pathOf(message.page()?.url() ?? url)})`, url, status });
  };
  const onPageError = (error: { error(): Error; page(): { url(): string } | null }) => {
    entries.push({ text: `uncaught: ${error.error().message} (${pathOf(error.page()?.url() ?? '')})`, url: '' });
  };
  const onResponse = (response: Response) => {
    const request = response.request();
    if (response.status() === 404 && request.isNavigationRequest() && request.resourceType() === 'document') {
      notFoundDocuments.add(response.url());
    }
  };
  const watch = (watched: BrowserContext) => {
    contexts.push(watched);
    watched.on('console', onConsole);
    watched.on('weberror', onPageError);
    watched.on('response', onResponse);
  };
  watch(context);
  // Contexts the test opens itself (a second shopper): watched from their first page on.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => {
    const opened = await newContext(...args);
    watch(opened);
    return opened;
  };
  const isNotFoundDocument = (entry: (typeof entries)[number]) =>
    entry.status === 404 && notFoundDocuments.has(entry.url);
  return {
    /** Stops watching; returns the errors that count. */
    stop(): string[] {
      browser.newContext = newContext;
      for (const watched of contexts) {
        watched.off('console', onConsole);
        watched.off('weberror', onPageError);
        watched.off('response', onResponse);
      }
      return entries.filter((entry) => !isNotFoundDocument(entry)).map((entry) => entry.text);
    },
  };
}

function pathOf(url: string): string {
  try {
    const { pathname, search } = new URL(url);
    return pathname + search;
  } catch {
    return url;
  }
}
