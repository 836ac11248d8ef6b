import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useStaffLogoutMutation } from '@/admin/__generated__/graphql.ts';
import { ADMIN_LOGIN_PATH } from '@/admin/lib/admin-paths.ts';
import { noticeState } from '@/lib/notice.ts';

/** Ends this session and goes to the sign-in page, which clears what the member had loaded. */
export function SignOutButton() {
  const navigate = useNavigate();
  const [logout, { loading }] = useStaffLogoutMutation();
  const [failed, setFailed] = useState(false);

  const signOut = async () => {
    setFailed(false);
    try {
      await logout();
    } catch (error) {
      console.error('Sign-out failed:', error);
      setFailed(true);
      return;
    }
    await navigate(ADMIN_LOGIN_PATH, { replace: true, state: noticeState('You have been signed out.') });
  };

  return (
    <>
      <button
        type="button"
        className="button button--outline admin-member__sign-out"
        disabled={loading}
        onClick={signOut}
      >
        Sign out
      </button>
      {failed && (
        <p role="alert" className="message--error admin-member__problem">
          Signing out failed. Please try again.
        </p>
      )}
    </>
  );
}
