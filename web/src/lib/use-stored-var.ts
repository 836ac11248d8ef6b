import type { ReactiveVar } from '@apollo/client';
import { useCallback, useSyncExternalStore } from 'react';
import { serverValueOf } from './persisted-var.ts';

/**
 * The value of a reactive variable kept in localStorage (persistedVar), for a component to render: Apollo's
 * useReactiveVar, except that while React hydrates server HTML it reads what the server rendered with (the empty
 * cart and lists), then renders again with the stored value. A part of the page that hydrates late, when it comes
 * near the screen (HydrateLater untilNear), hydrates after the stored values came in and would otherwise not
 * match its HTML.
 */
export function useStoredVar<T>(variable: ReactiveVar<T>): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      // A variable calls a listener once: it listens again after each change.
      let stop = () => {};
      const listen = () => {
        stop = variable.onNextChange(() => {
          onChange();
          listen();
        });
      };
      listen();
      return () => stop();
    },
    [variable],
  );
  return useSyncExternalStore(subscribe, variable, () => serverValueOf(variable));
}
