import { useReactiveVar } from '@apollo/client/react';
import { storedValuesRestoredVar } from './persisted-var.ts';

/** False while the page still shows what the server rendered (no cart, no stored user); true from then on. */
export function useStoredValuesRestored(): boolean {
  return useReactiveVar(storedValuesRestoredVar);
}
