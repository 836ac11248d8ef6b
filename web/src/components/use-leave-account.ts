import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { forgetUser } from '@/state/user.ts';

/** Longest wait for the page to go before the cache is reset anyway. */
const LEAVE_TIMEOUT_MS = 2000;

/**
 * Ends the customer's stay on the account pages: forgets the stored user, goes to `to`, and once this page is
 * gone clears the cache. Clearing while the page is still shown would make it ask for `me` again and bounce through
 * RequireLogin. The header's query keeps its last answer through clearStore, so it is refetched.
 */
export function useLeaveAccount() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const onUnmount = useRef<() => void>(undefined);
  useEffect(() => () => onUnmount.current?.(), []);

  return async (to: string, state?: unknown) => {
    forgetUser();
    const gone = new Promise<void>((resolve) => {
      onUnmount.current = resolve;
      setTimeout(resolve, LEAVE_TIMEOUT_MS);
    });
    await navigate(to, { replace: true, state });
    await gone;
    await client.clearStore();
    await client.refetchQueries({ include: ['Layout'] });
  };
}
