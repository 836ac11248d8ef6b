import { useParams } from 'react-router-dom';
import { useCreditNotePageQuery } from '@/admin/__generated__/graphql.ts';
import { PrintToolbar } from '@/admin/components/print-toolbar.tsx';
import { QueryProblem } from '@/admin/components/query-problem.tsx';
import { useAdminTitle } from '@/admin/lib/use-admin-title.ts';
import { CreditNoteSheet } from './credit-note-sheet.tsx';
import { returnPath } from './return-labels.ts';

/**
 * /admin/returns/:id/credit-note: the return's tax credit note as an A4 page to print, with its PDF to download.
 * A return has one only once it is refunded; before that the page says so.
 */
export function CreditNotePage() {
  const id = useParams().id ?? '';
  const { data, error, refetch } = useCreditNotePageQuery({
    variables: { returnId: id },
    fetchPolicy: 'cache-and-network',
  });
  const note = data?.creditNote;
  useAdminTitle(note ? `Credit note ${note.number}` : 'Credit note');

  let body;
  if (note) body = <CreditNoteSheet note={note} />;
  else if (data) body = <p>This return has no credit note yet: it is issued with the refund.</p>;
  else if (error) body = <QueryProblem what="The credit note" onRetry={() => void refetch()} />;
  else body = <p role="status">Loading the credit note…</p>;
  return (
    <div className="print-page">
      <PrintToolbar title="Tax credit note" back={{ to: returnPath(id), label: 'Back to the return' }} ready={!!note}>
        {note && (
          <a href={note.pdfUrl} className="button button--outline" download={`${note.number}.pdf`}>
            Download PDF
          </a>
        )}
      </PrintToolbar>
      {body}
    </div>
  );
}
