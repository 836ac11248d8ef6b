import { Link } from 'react-router-dom';
import { AdminPage } from '@/admin/components/admin-page.tsx';

export function AdminNotFoundPage() {
  return (
    <AdminPage title="Page not found">
      <p>
        There is no such page in the back office. <Link to="/admin">Go to the dashboard</Link>
      </p>
    </AdminPage>
  );
}
