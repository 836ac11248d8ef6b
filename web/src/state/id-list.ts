import type { ReactiveVar } from '@apollo/client';
import { MAX_WISHLIST_ITEMS } from '@store/domain';
import { persistedVar } from '@/lib/persisted-var.ts';

function parseIds(stored: unknown): string[] | null {
  if (!Array.isArray(stored) || !stored.every((id) => typeof id === 'string' || typeof id === 'number')) return null;
  return [...new Set(stored.map(String))].slice(0, MAX_WISHLIST_ITEMS);
}

/** A persisted list of product ids: the wishlist and the compare list. */
export interface IdList {
  variable: ReactiveVar<string[]>;
  has(id: string): boolean;
  /** Appends an id not yet present while the list holds fewer than MAX_WISHLIST_ITEMS; returns whether it was added. */
  add(id: string): boolean;
  remove(id: string): void;
  clear(): void;
}

export function idList(storageKey: string): IdList {
  const variable = persistedVar<string[]>(storageKey, [], { parse: parseIds, ignoreStored: (ids) => ids.length === 0 });
  return {
    variable,
    has: (id) => variable().includes(id),
    add: (id) => {
      if (variable().includes(id) || variable().length >= MAX_WISHLIST_ITEMS) return false;
      variable([...variable(), id]);
      return true;
    },
    remove: (id) => variable(variable().filter((other) => other !== id)),
    clear: () => variable([]),
  };
}
