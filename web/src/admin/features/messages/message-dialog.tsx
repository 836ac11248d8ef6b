import { useState } from 'react';
import {
  useSetContactMessageStatusMutation,
  type MessageDialog_MessageFragment,
  type MessageStatus,
} from '@/admin/__generated__/graphql.ts';
import { Dialog } from '@/components/ui/dialog.tsx';
import { formatDubaiDateTime } from '@/lib/dubai-dates.ts';
import { faultMessage } from '@/lib/form-errors.ts';
import { MESSAGE_STATUS_CHOICES, MESSAGE_STATUS_LABELS, replyHref } from './message-rules.ts';

const FAILED = 'The message could not be marked. Please try again.';

interface MessageDialogProps {
  /** The message to read; the dialog is open while there is one. */
  message: MessageDialog_MessageFragment | null;
  onClose: () => void;
}

/** One message in full, with a reply link for the member's mail program and the buttons that file it. */
export function MessageDialog({ message, onClose }: MessageDialogProps) {
  const [setStatus, { loading }] = useSetContactMessageStatusMutation({ refetchQueries: ['InboxPage'] });
  // The status as marked here: the list may drop the message meanwhile (it is filtered by status).
  const [marked, setMarked] = useState<{ id: string; status: MessageStatus } | null>(null);
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();

  const close = () => {
    setProblem(undefined);
    setDone(undefined);
    setMarked(null);
    onClose();
  };
  const status = message && marked?.id === message.id ? marked.status : message?.status;

  const mark = async (next: MessageStatus) => {
    if (!message) return;
    setProblem(undefined);
    setDone(undefined);
    try {
      const { data } = await setStatus({ variables: { id: message.id, status: next } });
      const payload = data?.setContactMessageStatus;
      if (!payload?.ok) return setProblem(payload?.errors[0]?.message ?? FAILED);
      setMarked({ id: message.id, status: next });
      setDone(`Marked ${MESSAGE_STATUS_LABELS[next].toLowerCase()}.`);
    } catch (error) {
      console.error('Marking a message failed:', error);
      setProblem(faultMessage(error, FAILED));
    }
  };

  return (
    <Dialog open={message !== null} onClose={close} label="Message">
      {message && status && (
        <article className="message-read">
          <h2>Message from {message.name}</h2>
          <dl className="message-read__facts">
            <dt>From</dt>
            <dd>
              {message.name} &lt;{message.email}&gt;
            </dd>
            <dt>Received</dt>
            <dd>
              <time dateTime={message.receivedAt}>{formatDubaiDateTime(message.receivedAt)}</time> (Dubai)
            </dd>
            <dt>Status</dt>
            <dd>{MESSAGE_STATUS_LABELS[status]}</dd>
          </dl>
          <p className="message-read__text">{message.message}</p>
          <div className="form__actions">
            <a className="button" href={replyHref(message)}>
              Reply by e-mail
            </a>
            {MESSAGE_STATUS_CHOICES.filter((choice) => choice !== status).map((choice) => (
              <button
                key={choice}
                type="button"
                className="button button--outline"
                disabled={loading}
                onClick={() => void mark(choice)}
              >
                Mark {MESSAGE_STATUS_LABELS[choice].toLowerCase()}
              </button>
            ))}
          </div>
          <p role="status" className={done ? 'form__note message--success' : 'visually-hidden'}>
            {done}
          </p>
          {problem && (
            <p role="alert" className="form__alert message--error">
              {problem}
            </p>
          )}
        </article>
      )}
    </Dialog>
  );
}
