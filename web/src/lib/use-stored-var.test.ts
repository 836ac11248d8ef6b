import { makeVar, type ReactiveVar } from '@apollo/client';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { persistedVar, serverValueOf, type KeyValueStorage } from './persisted-var.ts';
import { useStoredVar } from './use-stored-var.ts';

const storageWith = (stored: Record<string, string>): KeyValueStorage => ({
  getItem: (key) => stored[key] ?? null,
  setItem: () => {},
  removeItem: () => {},
});

const ids = (stored: unknown) => (Array.isArray(stored) ? stored.map(String) : null);

function Probe({ variable }: { variable: ReactiveVar<string[]> }) {
  return createElement('p', null, useStoredVar(variable).join(',') || 'none');
}

describe('useStoredVar', () => {
  it('renders what the server rendered with while React renders HTML or hydrates it, not the stored value', () => {
    const wishlist = persistedVar('wishlist', [], { parse: ids, storage: storageWith({ wishlist: '["7","9"]' }) });
    expect(wishlist()).toEqual(['7', '9']);
    expect(serverValueOf(wishlist)).toEqual([]);
    expect(renderToString(createElement(Probe, { variable: wishlist }))).toBe('<p>none</p>');
  });

  it('a variable that is not kept in the browser renders its value everywhere', () => {
    const panel = makeVar(['search']);
    expect(serverValueOf(panel)).toEqual(['search']);
    expect(renderToString(createElement(Probe, { variable: panel }))).toBe('<p>search</p>');
  });
});
