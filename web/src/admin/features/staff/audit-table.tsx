import { describeAuditEntry } from '@store/domain';
import type { AuditTable_EntryFragment } from '@/admin/__generated__/graphql.ts';
import { formatDubaiDateTime } from '@/lib/dubai-dates.ts';

/** The audit log: when (Dubai time), who, what, to what and what changed, in words, newest first. */
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
          <th scope="col">Change</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry, index) => {
          const described = describeAuditEntry(entry);
          return (
            <tr key={`${entry.at}-${index}`}>
              <td data-label="Time (Dubai)">
                <time dateTime={entry.at}>{formatDubaiDateTime(entry.at)}</time>
              </td>
              <td data-label="Actor">{entry.actor}</td>
              <td data-label="Action">{described.action}</td>
              <td data-label="Subject">{described.subject}</td>
              <td data-label="Change">{described.change}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
