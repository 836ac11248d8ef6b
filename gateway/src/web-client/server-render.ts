import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ExecuteOperation } from './guest-operations.ts';

/** The document's language, as web/src/entry-server.tsx gives it (kept in step with its DocumentLanguage). */
export interface DocumentLanguage {
  lang: 'en' | 'ar';
  dir: 'ltr' | 'rtl';
  /** The language's compiled messages, as a <script type="application/json"> element. */
  catalogue: string;
  /** The head elements that fetch the language's own face early (Arabic's preload); empty for English. */
  facePreload: string;
}

/** What web/src/entry-server.tsx renders (kept in step with its RenderOutput). */
export type RenderOutput =
  | { kind: 'shell'; language: DocumentLanguage }
  | { kind: 'page'; language: DocumentLanguage; status: number; head: string; html: string; state: string };

interface ServerEntry {
  renderPage(input: {
    url: string;
    origin: string;
    execute: ExecuteOperation;
    signal: AbortSignal;
  }): Promise<RenderOutput>;
}

/**
 * The web client's server render (web/dist/server/entry-server.js), imported once. Its chunks import the entry
 * by its plain URL, so it cannot be imported again under another one: after a new build, pages are served
 * as the shell (rendered in the browser) until the gateway restarts, never as markup of the old build.
 */
export class ServerRender {
  #loaded: { version: number; entry: Promise<ServerEntry> } | null = null;

  constructor(private readonly webDist: string) {}

  async entry(): Promise<ServerEntry> {
    const file = join(this.webDist, 'server', 'entry-server.js');
    const version = (await stat(file)).mtimeMs;
    this.#loaded ??= { version, entry: import(pathToFileURL(file).href) as Promise<ServerEntry> };
    if (this.#loaded.version !== version) throw new Error('the web client was rebuilt: restart to render pages');
    return this.#loaded.entry;
  }

  /** Renders the page, or throws when it fails or is not done within `timeoutMs`. */
  async render(url: string, origin: string, execute: ExecuteOperation, timeoutMs: number): Promise<RenderOutput> {
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => {
        controller.abort();
        reject(new Error(`rendering ${url} took longer than ${timeoutMs} ms`));
      }, timeoutMs);
    });
    try {
      // Loading the entry is inside the race too: a deadline that fires while it loads must not go unhandled.
      // The race answers in time even when some work underneath does not watch the signal.
      const page = this.entry().then((entry) => entry.renderPage({ url, origin, execute, signal: controller.signal }));
      return await Promise.race([page, deadline]);
    } finally {
      clearTimeout(timer);
    }
  }
}
