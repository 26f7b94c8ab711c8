import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { setUnauthorizedHandler } from '@/lib/api-client';

/** docs/product.md §7: after a 401 (the client has already logged out) the user goes back to /login. */
export function UnauthorizedRedirect() {
  const navigate = useNavigate();
  useEffect(() => {
    setUnauthorizedHandler(() => navigate(paths.login.getHref(), { replace: true }));
    return () => setUnauthorizedHandler(() => {});
  }, [navigate]);
  return null;
}
