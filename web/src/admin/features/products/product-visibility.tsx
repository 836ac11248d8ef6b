import { useState } from 'react';
import { useSetProductHiddenMutation } from '@/admin/__generated__/graphql.ts';
import { faultMessage } from '@/lib/form-errors.ts';

const FAILED = 'The change could not be saved. Please try again.';

/** Whether the shop shows the product, with the button that changes it and a link to its shop page. */
export function ProductVisibility({ id, hidden }: { id: string; hidden: boolean }) {
  const [setHidden, { loading }] = useSetProductHiddenMutation({ refetchQueries: ['AdminProducts', 'LowStock'] });
  const [problem, setProblem] = useState<string>();
  const [done, setDone] = useState<string>();

  const toggle = async () => {
    setProblem(undefined);
    setDone(undefined);
    try {
      const { data } = await setHidden({ variables: { id, hidden: !hidden } });
      const payload = data?.setProductHidden;
      if (!payload?.product) return setProblem(payload?.errors[0]?.message ?? FAILED);
      setDone(payload.product.hidden ? 'The product is hidden from the shop.' : 'The product is shown in the shop.');
    } catch (error) {
      console.error('Hiding or showing a product failed:', error);
      setProblem(faultMessage(error, FAILED));
    }
  };

  return (
    <section aria-label="In the shop" className="product-visibility">
      <p className="product-visibility__state">
        {hidden ? (
          <span className="badge badge--warning">Hidden</span>
        ) : (
          <span className="badge badge--success">Shown</span>
        )}{' '}
        {hidden ? 'Shoppers cannot see or order this product.' : 'Shoppers can see and order this product.'}
      </p>
      <div className="form__actions">
        <button type="button" className="button button--outline" disabled={loading} onClick={toggle}>
          {hidden ? 'Show in the shop' : 'Hide from the shop'}
        </button>
        {!hidden && (
          <a className="button button--outline" href={`/product-detail/${id}`} target="_blank" rel="noreferrer">
            View in the shop<span className="visually-hidden"> (opens a new tab)</span>
          </a>
        )}
      </div>
      <p role="status" className={done ? 'form__note message--success' : 'visually-hidden'}>
        {done}
      </p>
      {problem && (
        <p role="alert" className="form__alert message--error">
          {problem}
        </p>
      )}
    </section>
  );
}
