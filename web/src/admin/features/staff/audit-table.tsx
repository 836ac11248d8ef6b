import type { AuditTable_EntryFragment } from '@/admin/__generated__/graphql.ts';
import { formatDubaiDateTime } from '@/lib/dubai-dates.ts';

/** The audit log: when (Dubai time), who, what and to what, newest first. */
export function AuditTable({ entries }: { entries: readonly AuditTable_EntryFragment[] }) {
  return (
    <table className="admin-table">
      <caption className="visually-hidden">Audit log, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Time (Dubai)</th>
          <th scope="col">Actor</th>
          <th scope="col">Action</th>
          <th scope="col">Subject</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry, index) => (
          <tr key={`${entry.at}-${index}`}>
            <td data-label="Time (Dubai)">
              <time dateTime={entry.at}>{formatDubaiDateTime(entry.at)}</time>
            </td>
            <td data-label="Actor">{entry.actor}</td>
            <td data-label="Action">{entry.action}</td>
            <td data-label="Subject">{entry.subject}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
