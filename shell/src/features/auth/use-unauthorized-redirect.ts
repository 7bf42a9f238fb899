import { paths, setUnauthorizedHandler, useNavigate } from '@academy/shared';
import { useEffect } from 'react';

/**
 * The API client logs the user out on a 401 of an authenticated call; this sends them to /login
 * through the router (no page reload). Remotes use the same client, so this covers them too.
 */
export function useUnauthorizedRedirect(): void {
  const navigate = useNavigate();
  useEffect(() => {
    setUnauthorizedHandler(() => navigate(paths.login, { replace: true }));
  }, [navigate]);
}
