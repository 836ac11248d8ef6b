import type { SalesPeriods_PeriodFragment } from '@/admin/__generated__/graphql.ts';
import { Price } from '@/components/ui/price.tsx';
import { periodLabel } from './dashboard-rules.ts';

/** Today, 7 and 30 days: orders, what they come to, and the couriers' cash still to come in vs brought in. */
export function SalesPeriods({ periods }: { periods: readonly SalesPeriods_PeriodFragment[] }) {
  return (
    <ul className="sales-periods" aria-label="Sales">
      {periods.map((period) => (
        <li key={period.days} className="sales-period">
          <h2 className="sales-period__title">{periodLabel(period.days)}</h2>
          <dl>
            <div>
              <dt>Orders</dt>
              <dd className="sales-period__big">{period.orders}</dd>
            </div>
            <div>
              <dt>Revenue</dt>
              <dd className="sales-period__big">
                <Price price={period.revenue} />
              </dd>
            </div>
            <div>
              <dt>Cash expected</dt>
              <dd>
                <Price price={period.cashExpected} />
              </dd>
            </div>
            <div>
              <dt>Cash collected</dt>
              <dd>
                <Price price={period.cashCollected} />
              </dd>
            </div>
            <div>
              <dt>Discount codes gave</dt>
              <dd>
                <Price price={period.discountGiven} />
              </dd>
            </div>
          </dl>
        </li>
      ))}
    </ul>
  );
}
