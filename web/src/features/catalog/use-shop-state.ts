import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseShopState, toSearchParams, type ShopState } from './url-state.ts';

/**
 * The shop state of the query string, and a setter that pushes a new history entry (so Back works).
 * The router commits a navigation in a transition, after the input event; until it does, the new state is
 * shown at once, so a checkbox or button reflects the click immediately.
 */
export function useShopState(): [ShopState, (next: ShopState) => void] {
  const [params, setParams] = useSearchParams();
  const fromUrl = useMemo(() => parseShopState(params), [params]);
  const [pending, setPending] = useState<{ from: URLSearchParams; next: ShopState } | null>(null);
  const state = pending?.from === params ? pending.next : fromUrl;

  const setState = useCallback(
    (next: ShopState) => {
      if (next === state) return;
      setPending({ from: params, next });
      setParams(toSearchParams(next));
    },
    [state, params, setParams],
  );
  return [state, setState];
}
