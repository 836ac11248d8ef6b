import { makeVar, type ReactiveVar } from '@apollo/client';
import { renderedOnServer } from './server-state.ts';

/** The part of the Web Storage API this needs, so tests can pass a Map-backed one. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface PersistedVarOptions<T> {
  /** Turns what was stored into a value, or null when it is corrupt or foreign. */
  parse: (stored: unknown) => T | null;
  /** A stored value for which this is true is ignored at start (the spec ignores an empty saved cart). */
  ignoreStored?: (value: T) => boolean;
  storage?: KeyValueStorage | null;
}

function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (private mode, blocked cookies)
  }
}

function restore<T>(key: string, initial: T, options: PersistedVarOptions<T>, storage: KeyValueStorage | null): T {
  try {
    const raw = storage?.getItem(key);
    if (raw == null) return initial;
    const value = options.parse(JSON.parse(raw));
    if (value === null || options.ignoreStored?.(value)) return initial;
    return value;
  } catch {
    return initial;
  }
}

/**
 * On a server-rendered page the stored values wait until hydration is over: the server rendered the page
 * without them (as a guest with an empty cart), and hydration must see what the server saw.
 */
const waitingForHydration: (() => void)[] = [];

/** Each persisted variable's value before the stored one came in: what the server rendered with. */
const serverValues = new WeakMap<ReactiveVar<unknown>, unknown>();

/**
 * What the server rendered `variable` with: its initial value for a persisted variable, else its value now. A part
 * of the page that hydrates after the stored values came in (useStoredVar) hydrates against this.
 */
export function serverValueOf<T>(variable: ReactiveVar<T>): T {
  return serverValues.has(variable as ReactiveVar<unknown>)
    ? (serverValues.get(variable as ReactiveVar<unknown>) as T)
    : variable();
}

/** Puts the stored values into their variables; called once the page has hydrated. */
export function restorePersistedVars(): void {
  for (const restoreOne of waitingForHydration.splice(0)) restoreOne();
}

/**
 * An Apollo reactive variable restored from localStorage at start and saved back on every change. A corrupt
 * or foreign stored value is ignored, never a crash; null is stored as a removal.
 */
export function persistedVar<T>(key: string, initial: T, options: PersistedVarOptions<T>): ReactiveVar<T> {
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const deferred = renderedOnServer();
  const variable = makeVar<T>(deferred ? initial : restore(key, initial, options, storage));
  serverValues.set(variable as ReactiveVar<unknown>, initial);
  if (deferred) waitingForHydration.push(() => variable(restore(key, variable(), options, storage)));
  const save = (value: T) => {
    try {
      if (value === null) storage?.removeItem(key);
      else storage?.setItem(key, JSON.stringify(value));
    } catch {
      // quota exceeded or storage blocked: the state still lives in memory
    }
    variable.onNextChange(save);
  };
  variable.onNextChange(save);
  return variable;
}
