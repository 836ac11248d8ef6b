import type { ReactNode } from 'react';
import { useSignedInMember } from '@/admin/lib/signed-in-member.ts';

/**
 * What only the owner may see: anyone else gets `message` instead, and the page's queries never run (the
 * gateway would refuse them with FORBIDDEN anyway).
 */
export function OwnerOnly({ message, children }: { message: string; children: ReactNode }) {
  const member = useSignedInMember();
  if (member.role !== 'OWNER') return <OwnerOnlyNotice message={message} />;
  return <>{children}</>;
}

/** The same message, for a page whose query the gateway refused (the role changed while it was open). */
export function OwnerOnlyNotice({ message }: { message: string }) {
  return (
    <p className="admin-notice" role="note">
      {message}
    </p>
  );
}
