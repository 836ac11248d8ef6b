import type { DocumentNode } from 'graphql';
import { LRUCache } from 'lru-cache';

/** What the parsed documents kept for reuse may hold in all: the web client's operations take well under 1 MB. */
export const DOCUMENT_STORE_BYTES = 8 * 1024 * 1024;

/** The query text a parsed document keeps alive through its nodes' `loc.source` (comments included). */
export function documentText(document: DocumentNode): string {
  return document.loc?.source.body ?? '';
}

/**
 * The size of a parsed document as it sits in memory: its query text at two bytes a character (V8 may keep it
 * so) and its tree at its JSON size. Apollo's own store measures only `JSON.stringify(document)`, which leaves
 * the text out: a 70 KB comment counted as nothing, and one client could make the gateway hold gigabytes.
 */
export function documentBytes(document: DocumentNode): number {
  return documentText(document).length * 2 + Buffer.byteLength(JSON.stringify(document), 'utf8');
}

/**
 * Apollo's `documentStore` (parsed and validated documents by query hash), bounded by what the documents
 * really hold; the least recently used go first.
 */
export class DocumentStore {
  readonly #cache: LRUCache<string, DocumentNode>;

  constructor(maxBytes: number = DOCUMENT_STORE_BYTES) {
    this.#cache = new LRUCache<string, DocumentNode>({ maxSize: maxBytes, sizeCalculation: documentBytes });
  }

  async get(key: string): Promise<DocumentNode | undefined> {
    return this.#cache.get(key);
  }

  async set(key: string, document: DocumentNode): Promise<void> {
    this.#cache.set(key, document);
  }

  async delete(key: string): Promise<boolean> {
    return this.#cache.delete(key);
  }

  /** The query text the kept documents hold, in characters: what an attacker's padding would pile up. */
  heldTextLength(): number {
    let total = 0;
    for (const document of this.#cache.values()) total += documentText(document).length;
    return total;
  }
}
