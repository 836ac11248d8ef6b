import { Link } from 'react-router-dom';
import { useDashboardPageQuery } from '@/admin/__generated__/graphql.ts';
import { AdminPage } from '@/admin/components/admin-page.tsx';
import { QueryProblem } from '@/admin/components/query-problem.tsx';
import { LowStockList } from './low-stock-list.tsx';
import { RevenueChart } from './revenue-chart.tsx';
import { SalesPeriods } from './sales-periods.tsx';

/** The placed orders not packed yet: the order list, filtered. */
const WAITING_PATH = '/admin/orders?status=PLACED';

/** /admin: sales today, over 7 and 30 days, orders waiting to be packed, stock running low, and 30 days' revenue. */
export function DashboardPage() {
  return (
    <AdminPage title="Dashboard">
      <Dashboard />
    </AdminPage>
  );
}

function Dashboard() {
  const { data, error, refetch } = useDashboardPageQuery({ fetchPolicy: 'cache-and-network' });
  if (!data) {
    if (error) return <QueryProblem what="The dashboard" onRetry={refetch} />;
    return <p role="status">Loading the dashboard…</p>;
  }
  const { dashboard, lowStock } = data;
  const waiting = dashboard.waitingToPack;

  return (
    <>
      <SalesPeriods periods={dashboard.periods} />
      <div className="dashboard-grid">
        <section aria-labelledby="dashboard-waiting" className="dashboard-panel dashboard-waiting">
          <h2 id="dashboard-waiting">To pack</h2>
          <p className="dashboard-waiting__count">{waiting}</p>
          <p>{waiting === 1 ? 'order is waiting to be packed.' : 'orders are waiting to be packed.'}</p>
          <Link to={WAITING_PATH} className="button">
            Show orders to pack
          </Link>
        </section>
        <section aria-labelledby="dashboard-returns" className="dashboard-panel dashboard-waiting">
          <h2 id="dashboard-returns">Returns</h2>
          <p className="dashboard-waiting__count">{dashboard.openReturns}</p>
          <p>{dashboard.openReturns === 1 ? 'return is waiting for the shop.' : 'returns are waiting for the shop.'}</p>
          <Link to="/admin/returns" className="button">
            Show returns
          </Link>
        </section>
        <LowStockList items={lowStock.items} threshold={lowStock.threshold} total={lowStock.total} />
      </div>
      <section aria-label="Revenue chart" className="dashboard-panel">
        <RevenueChart days={dashboard.daily} />
      </section>
    </>
  );
}
