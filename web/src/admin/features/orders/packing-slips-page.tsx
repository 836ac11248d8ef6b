import { useCallback, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { useAdminTitle } from '@/admin/lib/use-admin-title.ts';
import { PackingSlipLoader } from './packing-slip-sheet.tsx';
import { orderPath, ORDERS_PATH, slipIds } from './order-paths.ts';
import { PrintToolbar } from '@/admin/components/print-toolbar.tsx';

/**
 * /admin/orders/:id/slip, or /admin/orders/slips?ids=A,B,C for several: the slips one per A4 page, to print in
 * one go. Print waits until every slip has loaded.
 */
export function PackingSlipsPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  const ids = useMemo(() => (id ? [id] : slipIds(params)), [id, params]);
  const title = ids.length === 1 ? `Packing slip ${ids[0]}` : `Packing slips (${ids.length})`;
  useAdminTitle(title);
  const [settled, setSettled] = useState<ReadonlySet<string>>(new Set());
  const onSettled = useCallback(
    (slip: string) => setSettled((before) => (before.has(slip) ? before : new Set(before).add(slip))),
    [],
  );
  const back = id ? { to: orderPath(id), label: 'Back to the order' } : { to: ORDERS_PATH, label: 'Back to orders' };
  const ready = ids.length > 0 && ids.every((slip) => settled.has(slip));

  return (
    <div className="print-page">
      <PrintToolbar title={title} back={back} ready={ready} />
      {ids.length === 0 && <p>No order is named: tick orders in the list, then Print packing slips.</p>}
      {ids.map((slip) => (
        <PackingSlipLoader key={slip} id={slip} onSettled={onSettled} />
      ))}
    </div>
  );
}
