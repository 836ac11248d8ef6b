/** A page's data could not be loaded (a fault, not a refusal): say so, and offer to try again. */
export function QueryProblem({ what, onRetry }: { what: string; onRetry: () => unknown }) {
  return (
    <div role="alert" className="admin-problem">
      <p className="message--error">{what} could not be loaded.</p>
      <button type="button" className="button button--outline" onClick={() => void onRetry()}>
        Try again
      </button>
    </div>
  );
}
