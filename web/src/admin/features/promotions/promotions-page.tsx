import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import {
  PromotionsDocument,
  useCreatePromotionMutation,
  usePromotionsQuery,
  useSetPromotionActiveMutation,
} from '@/admin/__generated__/graphql.ts';
import { AdminPage } from '@/admin/components/admin-page.tsx';
import { Pager } from '@/admin/components/pager.tsx';
import { readPage } from '@/admin/components/paging.ts';
import { QueryProblem } from '@/admin/components/query-problem.tsx';
import { Price } from '@/components/ui/price.tsx';
import { faultErrors, submissionErrors } from '@/lib/form-errors.ts';
import { PromotionForm } from './promotion-form.tsx';
import { promotionPath, statusLabel, usesLabel } from './promotion-status.ts';
import { NEW_PROMOTION, PROMOTION_FIELDS, promotionInput } from './promotion-values.ts';

const PAGE_SIZE = 25;
const FAILED = 'The code could not be saved. Please try again.';

/** /admin/promotions: the shop's discount codes with what they did, a new code, pause and resume. */
export function PromotionsPage() {
  const [params] = useSearchParams();
  const page = readPage(params.get('page'));
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const { data, error, refetch } = usePromotionsQuery({
    variables: { source: 'OWNER', page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [create] = useCreatePromotionMutation({ refetchQueries: [PromotionsDocument] });
  const [setActive] = useSetPromotionActiveMutation();

  return (
    <AdminPage title="Promotions">
      <div className="admin-toolbar">
        <button type="button" className="button" onClick={() => setAdding(!adding)} aria-expanded={adding}>
          New discount code
        </button>
      </div>
      {adding && (
        <PromotionForm
          initialValues={NEW_PROMOTION}
          submitLabel="Create code"
          onSubmit={async (values) => {
            try {
              const { data: answer } = await create({ variables: { input: promotionInput(values) } });
              const made = answer?.createPromotion.promotion;
              if (!made)
                return (
                  submissionErrors(answer?.createPromotion.errors ?? [], PROMOTION_FIELDS) ?? faultErrors(null, FAILED)
                );
              navigate(promotionPath(made.id));
              return undefined;
            } catch (fault) {
              console.error('Creating the code failed:', fault);
              return faultErrors(fault, FAILED);
            }
          }}
        />
      )}
      {data ? (
        <section aria-label="Discount codes" className="admin-list">
          <p className="admin-list__count" role="status">
            {data.promotions.total === 1 ? '1 code' : `${data.promotions.total} codes`}
          </p>
          {data.promotions.items.length > 0 ? (
            <table className="admin-table">
              <caption className="visually-hidden">Discount codes, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Code</th>
                  <th scope="col">Offer</th>
                  <th scope="col">Uses</th>
                  <th scope="col">Revenue</th>
                  <th scope="col">Discount given</th>
                  <th scope="col">Status</th>
                  <th scope="col">
                    <span className="visually-hidden">Pause or resume</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.promotions.items.map((promotion) => (
                  <tr key={promotion.id}>
                    <td data-label="Code">
                      <Link to={promotionPath(promotion.id)}>{promotion.code}</Link>
                    </td>
                    <td data-label="Offer">
                      {promotion.offer}
                      {promotion.minProductTotal > 0 && (
                        <>
                          {' '}
                          over <Price price={promotion.minProductTotal} />
                        </>
                      )}
                    </td>
                    <td data-label="Uses">{usesLabel(promotion.uses, promotion.usageLimit ?? null)}</td>
                    <td data-label="Revenue">
                      <Price price={promotion.revenue} />
                    </td>
                    <td data-label="Discount given">
                      <Price price={promotion.discountGiven} />
                    </td>
                    <td data-label="Status">{statusLabel(promotion.status)}</td>
                    <td>
                      <button
                        type="button"
                        className="button button--outline"
                        aria-label={`${promotion.active ? 'Pause' : 'Resume'} ${promotion.code}`}
                        onClick={() => void setActive({ variables: { id: promotion.id, active: !promotion.active } })}
                      >
                        {promotion.active ? 'Pause' : 'Resume'}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p>The shop has no discount codes yet.</p>
          )}
          <Pager label="Code pages" page={page} pageSize={data.promotions.pageSize} total={data.promotions.total} />
          <p className="admin-notice" role="note">
            Newsletter welcome codes: {data.promotions.welcome.codes} mailed, {data.promotions.welcome.used} used,{' '}
            <Price price={data.promotions.welcome.discountGiven} /> given.
          </p>
        </section>
      ) : error ? (
        <QueryProblem what="The discount codes" onRetry={refetch} />
      ) : (
        <p role="status">Loading the discount codes…</p>
      )}
    </AdminPage>
  );
}
