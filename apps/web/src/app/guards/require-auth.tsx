import { Navigate, Outlet, useLocation } from 'react-router';
import { isReturnablePath, paths } from '@/config/paths';
import { useAuthStore } from '@/lib/auth-store';
import { rememberReturnPath } from '@/lib/return-path';

/**
 * docs/product.md §6: every route but /login, /restriction and /auth/:token needs a session. A
 * nutritionist's consent link and the professional area are kept for after the sign-in (issue 33).
 */
export function RequireAuth() {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  const { pathname, search } = useLocation();
  if (!isAuthenticated) {
    if (isReturnablePath(pathname)) rememberReturnPath(pathname + search);
    return <Navigate to={paths.login.getHref()} replace />;
  }
  return <Outlet />;
}
