import { useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { useAuthStore } from '@/lib/auth-store';

/**
 * /login for a user who arrives signed in goes to /daily-summary. Decided once, on arrival: a
 * user who signs in on /login is sent on by the login screen itself (to onboarding, maybe), and
 * this guard must not race it.
 */
export function RedirectIfAuthenticated() {
  const [arrivedSignedIn] = useState(() => useAuthStore.getState().isAuthenticated);
  if (arrivedSignedIn) return <Navigate to={paths.dailySummary.getHref()} replace />;
  return <Outlet />;
}
