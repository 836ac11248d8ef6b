import type { FlashMessage } from './use-flash-message.ts';

/** Always rendered, so screen readers announce the message when it appears in the live region. */
export function FlashMessageLine({ message, className }: { message: FlashMessage | null; className?: string }) {
  const classes = [className, message && `message--${message.kind}`].filter(Boolean).join(' ');
  return (
    <p role="status" className={classes || undefined}>
      {message?.text}
    </p>
  );
}
