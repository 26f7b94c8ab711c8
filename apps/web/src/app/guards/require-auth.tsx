import { Navigate, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/lib/auth-store';

/** docs/product.md §6: every route but /login, /restriction and /auth/:token needs a session. */
export function RequireAuth() {
  const isAuthenticated = useAuthStore((state) => state.isAuthenticated);
  if (!isAuthenticated) return <Navigate to={paths.login.getHref()} replace />;
  return <Outlet />;
}
