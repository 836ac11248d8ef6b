import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  PromotionsDocument,
  useDeletePromotionMutation,
  usePromotionDetailQuery,
  useUpdatePromotionMutation,
  type PromotionDetailQuery,
} from '@/admin/__generated__/graphql.ts';
import { AdminPage } from '@/admin/components/admin-page.tsx';
import { ConfirmDialog } from '@/admin/components/confirm-dialog.tsx';
import { QueryProblem } from '@/admin/components/query-problem.tsx';
import { readPage } from '@/admin/components/paging.ts';
import { useSignedInMember } from '@/admin/lib/signed-in-member.ts';
import { Price } from '@/components/ui/price.tsx';
import { formatDubaiDate } from '@/lib/dubai-dates.ts';
import { faultErrors, submissionErrors } from '@/lib/form-errors.ts';
import { PromotionForm } from './promotion-form.tsx';
import { statusLabel, usesLabel } from './promotion-status.ts';
import { PROMOTION_FIELDS, promotionInput, promotionValues } from './promotion-values.ts';

const FAILED = 'The code could not be saved. Please try again.';

type Detail = NonNullable<PromotionDetailQuery['promotion']>;

/** /admin/promotions/:id: a code's rules to edit, the orders that used it, and (the owner) deleting it. */
export function PromotionPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const { data, error, refetch } = usePromotionDetailQuery({
    variables: { id, page: readPage(params.get('page')) },
    fetchPolicy: 'cache-and-network',
  });
  const detail = data?.promotion;
  return (
    <AdminPage title={detail ? `Discount code ${detail.promotion.code}` : 'Discount code'}>
      <p className="admin-back">
        <Link to="/admin/promotions">← All discount codes</Link>
      </p>
      {detail ? (
        <PromotionDetail detail={detail} />
      ) : error ? (
        <QueryProblem what="The discount code" onRetry={refetch} />
      ) : data ? (
        <p>There is no such discount code.</p>
      ) : (
        <p role="status">Loading the discount code…</p>
      )}
    </AdminPage>
  );
}

function PromotionDetail({ detail }: { detail: Detail }) {
  const { promotion, usage } = detail;
  const [update] = useUpdatePromotionMutation();
  const [saved, setSaved] = useState<string>();
  return (
    <>
      <dl className="promotion-facts">
        <dt>Status</dt>
        <dd>{statusLabel(promotion.status)}</dd>
        <dt>Uses</dt>
        <dd>{usesLabel(promotion.uses, promotion.usageLimit ?? null)}</dd>
        <dt>Customers</dt>
        <dd>{promotion.customers}</dd>
        <dt>Revenue</dt>
        <dd>
          <Price price={promotion.revenue} />
        </dd>
        <dt>Discount given</dt>
        <dd>
          <Price price={promotion.discountGiven} />
        </dd>
        {promotion.issuedTo && (
          <>
            <dt>Mailed to</dt>
            <dd>{promotion.issuedTo}</dd>
          </>
        )}
      </dl>
      {promotion.source === 'OWNER' && (
        <section aria-label="Rules">
          <PromotionForm
            initialValues={promotionValues(promotion)}
            submitLabel="Save code"
            onSubmit={async (values) => {
              setSaved(undefined);
              try {
                const { data } = await update({ variables: { id: promotion.id, input: promotionInput(values) } });
                if (!data?.updatePromotion.promotion) {
                  return (
                    submissionErrors(data?.updatePromotion.errors ?? [], PROMOTION_FIELDS) ?? faultErrors(null, FAILED)
                  );
                }
                setSaved('The code is saved.');
                return undefined;
              } catch (fault) {
                console.error('Saving the code failed:', fault);
                return faultErrors(fault, FAILED);
              }
            }}
          />
          {saved && (
            <p role="status" className="message--success">
              {saved}
            </p>
          )}
        </section>
      )}
      <section aria-label="Orders that used it" className="admin-list">
        <h2>Orders that used it</h2>
        {usage.length > 0 ? (
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Placed</th>
                <th scope="col">Customer</th>
                <th scope="col">Status</th>
                <th scope="col">Total</th>
                <th scope="col">Discount</th>
              </tr>
            </thead>
            <tbody>
              {usage.map((use) => (
                <tr key={use.orderId}>
                  <td data-label="Order">
                    <Link to={`/admin/orders/${encodeURIComponent(use.orderId)}`}>{use.orderId}</Link>
                  </td>
                  <td data-label="Placed">
                    <time dateTime={use.placedAt}>{formatDubaiDate(use.placedAt)}</time>
                  </td>
                  <td data-label="Customer">{use.email}</td>
                  <td data-label="Status">{use.status}</td>
                  <td data-label="Total">
                    <Price price={use.total} />
                  </td>
                  <td data-label="Discount">
                    <Price price={use.discount} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p>No order has used it yet.</p>
        )}
      </section>
      <DeleteButton id={promotion.id} code={promotion.code} />
    </>
  );
}

/** Only the owner deletes, and only a code no order used (the store refuses the rest with its reason). */
function DeleteButton({ id, code }: { id: string; code: string }) {
  const member = useSignedInMember();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [remove] = useDeletePromotionMutation({ refetchQueries: [PromotionsDocument] });
  if (member.role !== 'OWNER') return null;
  return (
    <>
      <button type="button" className="button button--outline" onClick={() => setOpen(true)}>
        Delete code
      </button>
      <ConfirmDialog
        open={open}
        label="Delete discount code"
        title={`Delete the code ${code}?`}
        confirmLabel="Delete"
        busyLabel="Deleting…"
        danger
        failed="The code could not be deleted. Please try again."
        onClose={() => setOpen(false)}
        onConfirm={async () => {
          const { data } = await remove({ variables: { id } });
          if (!data?.deletePromotion.ok) return data?.deletePromotion.errors[0]?.message ?? 'The code was not deleted.';
          navigate('/admin/promotions');
          return undefined;
        }}
      >
        Shoppers can no longer use it. A code an order used cannot be deleted: pause it instead.
      </ConfirmDialog>
    </>
  );
}
