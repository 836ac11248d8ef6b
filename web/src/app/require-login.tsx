import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useCurrentCustomerQuery } from '@/__generated__/graphql.ts';
import { useTranslation } from '@/i18n/i18n.tsx';

/** Account and order pages: a guest is sent to /login and brought back after logging in (?next=). */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const { data, loading } = useCurrentCustomerQuery({ fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <p className="container">{t('orders.loading')}</p>;
  if (!data?.me) {
    const next = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`/login?next=${next}`} replace />;
  }
  return <>{children}</>;
}
