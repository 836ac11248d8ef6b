import { CombinedGraphQLErrors } from '@apollo/client';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** The session ended (or never began): the gateway refuses with UNAUTHENTICATED. */
export function isUnauthenticated(error: unknown): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
}

/** Sends a shopper whose session is gone to /login, to come back here after logging in. */
export function useLoginRedirect(error: unknown) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const expired = isUnauthenticated(error);
  useEffect(() => {
    if (expired) navigate(`/login?next=${encodeURIComponent(pathname + search)}`, { replace: true });
  }, [expired, navigate, pathname, search]);
}
