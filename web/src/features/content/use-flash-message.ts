import { useCallback, useEffect, useRef, useState } from 'react';
import { MESSAGE_DURATION_MS } from '@store/domain';

export interface FlashMessage {
  kind: 'success' | 'error';
  text: string;
}

/** A message that clears itself after MESSAGE_DURATION_MS (spec §4: contact form and newsletter). */
export function useFlashMessage() {
  const [message, setMessage] = useState<FlashMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const flash = useCallback((kind: FlashMessage['kind'], text: string) => {
    clearTimeout(timer.current);
    setMessage({ kind, text });
    timer.current = setTimeout(() => setMessage(null), MESSAGE_DURATION_MS);
  }, []);

  /** Takes the message away at once: a new try must not show beside the answer to the last one. */
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { message, flash, clear };
}
