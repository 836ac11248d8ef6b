import { useCallback, useEffect, useRef, useState } from 'react';
import { activeSectionIndex, scrollEdge } from './side-index.ts';

/** How long the page must stay still before a chosen section gives way to the one at the reading line. */
const SETTLE_MS = 200;

/**
 * The id of the section at the middle of the viewport, followed on scroll and resize (once per frame).
 * `choose` highlights a section straight away and holds it until the scroll to it has settled, so a short
 * chosen section is not passed over for the one below it.
 */
export function useActiveSection(ids: readonly string[]) {
  const [active, setActive] = useState<string | undefined>(ids[0]);
  const locked = useRef(false);
  const unlockTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const holdUntilSettled = useCallback(() => {
    clearTimeout(unlockTimer.current);
    unlockTimer.current = setTimeout(() => {
      locked.current = false;
    }, SETTLE_MS);
  }, []);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      if (locked.current) return;
      const tops = ids.map((id) => document.getElementById(id)?.getBoundingClientRect().top ?? Infinity);
      const edge = scrollEdge(window.scrollY, window.innerHeight, document.documentElement.scrollHeight);
      setActive(ids[activeSectionIndex(tops, window.innerHeight / 2, edge)]);
    };
    const onScroll = () => {
      if (locked.current) holdUntilSettled();
      else if (!frame) frame = requestAnimationFrame(measure);
    };
    const onResize = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onResize);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(unlockTimer.current);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onResize);
    };
  }, [ids, holdUntilSettled]);

  const choose = useCallback(
    (id: string) => {
      setActive(id);
      locked.current = true;
      holdUntilSettled();
    },
    [holdUntilSettled],
  );

  return { active, choose };
}
