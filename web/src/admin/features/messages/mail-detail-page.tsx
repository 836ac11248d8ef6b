import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useMailDetailQuery, useRetryMailMutation, type MailDetailQuery } from '@/admin/__generated__/graphql.ts';
import { AdminPage } from '@/admin/components/admin-page.tsx';
import { QueryProblem } from '@/admin/components/query-problem.tsx';
import { Tabs } from '@/components/ui/tabs.tsx';
import { formatDubaiDateTime } from '@/lib/dubai-dates.ts';
import { faultMessage } from '@/lib/form-errors.ts';
import { MailStatusBadge } from './mail-status-badge.tsx';
import { MAIL_STATUS_HINTS, canRetry } from './message-rules.ts';
import { MessagesSections } from './messages-sections.tsx';

type Mail = NonNullable<MailDetailQuery['outgoingMail']>;
const FAILED = 'The mail could not be queued again. Please try again.';

function BackLink() {
  return (
    <p className="admin-back">
      <Link to="/admin/messages/mail">← Mail outbox</Link>
    </p>
  );
}

/** /admin/messages/mail/:id: one mail as it was (or will be) sent, its text and HTML, and "Send again". */
export function MailDetailPage() {
  const { id = '' } = useParams();
  const { data, error, refetch } = useMailDetailQuery({ variables: { id }, fetchPolicy: 'cache-and-network' });
  const mail = data?.outgoingMail;

  if (!mail) {
    return (
      <AdminPage title={data ? 'Mail not found' : 'Mail'}>
        <MessagesSections />
        <BackLink />
        {data ? (
          <p>There is no such mail in the outbox.</p>
        ) : error ? (
          <QueryProblem what="The mail" onRetry={refetch} />
        ) : (
          <p role="status">Loading the mail…</p>
        )}
      </AdminPage>
    );
  }
  return <MailDetail mail={mail} />;
}

const when = (instant: string | null) =>
  instant ? <time dateTime={instant}>{formatDubaiDateTime(instant)}</time> : '—';

function MailDetail({ mail }: { mail: Mail }) {
  const [retry, { loading }] = useRetryMailMutation({ refetchQueries: ['MailOutbox'] });
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();

  const sendAgain = async () => {
    setProblem(undefined);
    setDone(undefined);
    try {
      const { data } = await retry({ variables: { id: mail.id } });
      const payload = data?.retryMail;
      if (!payload?.mail) return setProblem(payload?.errors[0]?.message ?? FAILED);
      setDone('The mail is queued to be sent again.');
    } catch (error) {
      console.error('Sending a mail again failed:', error);
      setProblem(faultMessage(error, FAILED));
    }
  };

  const tabs = [
    {
      label: 'HTML',
      content: mail.html ? (
        // sandbox="" runs no script, submits no form and opens nothing: the mail's markup is only drawn.
        <iframe className="mail-html" sandbox="" srcDoc={mail.html} title={`HTML of “${mail.subject}”`} />
      ) : (
        <p>This mail has no HTML part.</p>
      ),
    },
    {
      label: 'Text',
      content: mail.text ? <pre className="mail-text">{mail.text}</pre> : <p>This mail has no text part.</p>,
    },
  ];

  return (
    <AdminPage title={mail.subject}>
      <MessagesSections />
      <BackLink />
      <section aria-label="Mail details" className="admin-panel">
        <dl className="mail-facts">
          <dt>Status</dt>
          <dd>
            <MailStatusBadge status={mail.status} /> {MAIL_STATUS_HINTS[mail.status]}
          </dd>
          <dt>To</dt>
          <dd>{mail.to}</dd>
          <dt>Reply to</dt>
          <dd>{mail.replyTo ?? '—'}</dd>
          <dt>Created (Dubai)</dt>
          <dd>{when(mail.createdAt)}</dd>
          <dt>Attempts</dt>
          <dd>{mail.attempts}</dd>
          {mail.lastError && (
            <>
              <dt>Last error</dt>
              <dd>{mail.lastError}</dd>
            </>
          )}
          {mail.nextAttemptAt && (
            <>
              <dt>Next attempt</dt>
              <dd>{when(mail.nextAttemptAt)}</dd>
            </>
          )}
          {mail.sentAt && (
            <>
              <dt>Sent</dt>
              <dd>{when(mail.sentAt)}</dd>
            </>
          )}
          {mail.failedAt && (
            <>
              <dt>Failed</dt>
              <dd>{when(mail.failedAt)}</dd>
            </>
          )}
        </dl>
        {canRetry(mail.status) && (
          <div className="form__actions">
            <button type="button" className="button" disabled={loading} onClick={sendAgain}>
              {loading ? 'Queuing…' : 'Send again'}
            </button>
          </div>
        )}
        <p role="status" className={done ? 'form__note message--success' : 'visually-hidden'}>
          {done}
        </p>
        {problem && (
          <p role="alert" className="form__alert message--error">
            {problem}
          </p>
        )}
      </section>
      <section aria-label="Mail content" className="mail-content">
        <Tabs label="Mail parts" tabs={tabs} panelClassName="mail-part" />
      </section>
    </AdminPage>
  );
}
