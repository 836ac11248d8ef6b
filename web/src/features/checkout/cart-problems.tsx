import { Link } from 'react-router-dom';
import type { CheckoutSummary_QuoteFragment } from '@/__generated__/graphql.ts';

/** The lines that cannot be ordered as they are, called out before the shopper tries to submit. */
export function CartProblems({ quote }: { quote: CheckoutSummary_QuoteFragment }) {
  const problems = quote.lines.filter((line) => line.problem);
  if (problems.length === 0) return null;
  return (
    <div role="alert" className="checkout-problems">
      <p>Some items cannot be ordered as they are:</p>
      <ul>
        {problems.map((line, index) => (
          <li key={`${line.productId}-${index}`}>{line.problem}</li>
        ))}
      </ul>
      <Link to="/shopping-cart">Change them in your cart</Link>
    </div>
  );
}
