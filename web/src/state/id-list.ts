import type { ReactiveVar } from '@apollo/client';
import { persistedVar } from '@/lib/persisted-var.ts';

function parseIds(stored: unknown): string[] | null {
  if (!Array.isArray(stored) || !stored.every((id) => typeof id === 'string' || typeof id === 'number')) return null;
  return [...new Set(stored.map(String))];
}

/** A persisted list of product ids: the wishlist and the compare list. */
export interface IdList {
  variable: ReactiveVar<string[]>;
  has(id: string): boolean;
  /** Appends an id not yet present; returns whether it was added. */
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
      if (variable().includes(id)) return false;
      variable([...variable(), id]);
      return true;
    },
    remove: (id) => variable(variable().filter((other) => other !== id)),
    clear: () => variable([]),
  };
}
