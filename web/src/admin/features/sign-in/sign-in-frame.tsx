import type { ReactNode } from 'react';
import { useAdminTitle } from '@/admin/lib/use-admin-title.ts';

/** The pages before signing in: the back office's name, then one card with the page's form. */
export function SignInFrame({ title, children }: { title: string; children: ReactNode }) {
  useAdminTitle(title);
  return (
    <div className="admin-sign-in">
      <header className="admin-sign-in__brand">
        Graphic Tees Dubai <span>Back office</span>
      </header>
      <main className="admin-sign-in__card">
        <h1>{title}</h1>
        {children}
      </main>
    </div>
  );
}
