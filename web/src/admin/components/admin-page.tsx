import type { ReactNode } from 'react';
import { useAdminTitle } from '@/admin/lib/use-admin-title.ts';

/** A page of the back office: its title in the tab and as the page's one heading. */
export function AdminPage({ title, children }: { title: string; children: ReactNode }) {
  useAdminTitle(title);
  return (
    <div className="admin-page">
      <h1 className="admin-page__title">{title}</h1>
      {children}
    </div>
  );
}
