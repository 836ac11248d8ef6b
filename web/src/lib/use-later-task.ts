import { useEffect, useState } from 'react';
import { yieldToBrowser } from './yield-to-browser.ts';

/**
 * False while the component mounts (and hydrates), true from a later task on. Work keyed on it (a query that
 * goes to the network, say) starts in a task of its own instead of adding to the task that runs every effect of
 * the page's hydration.
 */
export function useLaterTask(): boolean {
  const [later, setLater] = useState(false);
  useEffect(() => {
    let mounted = true;
    void yieldToBrowser().then(() => {
      if (mounted) setLater(true);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return later;
}
