import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { FormNote } from '@/components/ui/form-shell.tsx';
import { readNotice } from '@/lib/notice.ts';
import { SignInFrame } from './sign-in-frame.tsx';
import { StaffLoginForm } from './staff-login-form.tsx';

/**
 * /admin/login. Whoever arrives here is signed out (or about to sign in as someone else), so what the back office
 * had loaded is dropped; a note from the page before (signed out, password set) shows on top.
 */
export function StaffLoginPage() {
  const client = useApolloClient();
  const location = useLocation();
  useEffect(() => {
    void client.clearStore();
  }, [client]);

  return (
    <SignInFrame title="Sign in">
      <FormNote message={readNotice(location.state)} />
      <StaffLoginForm />
    </SignInFrame>
  );
}
