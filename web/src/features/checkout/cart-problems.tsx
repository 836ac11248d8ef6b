import { Link } from 'react-router-dom';
import type { CheckoutSummary_QuoteFragment } from '@/__generated__/graphql.ts';
import { useDomainText } from '@/i18n/domain-text.ts';
import { useTranslation } from '@/i18n/i18n.tsx';

/** The lines that cannot be ordered as they are, called out before the shopper tries to submit. */
export function CartProblems({ quote }: { quote: CheckoutSummary_QuoteFragment }) {
  const { t } = useTranslation();
  const say = useDomainText();
  const problems = quote.lines.filter((line) => line.problem);
  if (problems.length === 0) return null;
  return (
    <div role="alert" className="checkout-problems">
      <p>{t('checkout.problems')}</p>
      <ul>
        {problems.map((line, index) => (
          <li key={`${line.productId}-${index}`}>{say(line.problem!)}</li>
        ))}
      </ul>
      <Link to="/shopping-cart">{t('checkout.fixInCart')}</Link>
    </div>
  );
}
