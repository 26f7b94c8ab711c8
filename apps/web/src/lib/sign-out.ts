/**
 * Signing out on the server too (issue 31, docs/server-rules.md): the token stops working at once,
 * on this device ('Cerrar sesión') or on all of them ('Cerrar sesión en todos los dispositivos').
 */
import type { LogoutResponse } from '@nutricoach/core/contract/auth';
import { api } from './api-client';
import { useAuthStore } from './auth-store';

/**
 * 'Cerrar sesión': asks the server to end this session, then signs out here whatever it answered
 * (offline, the token simply stays unused until it expires; it is no longer on the phone).
 */
export async function signOutHere(): Promise<void> {
  try {
    if (useAuthStore.getState().token) await api.post<LogoutResponse>('/auth/logout');
  } catch {
    // signed out here all the same
  } finally {
    useAuthStore.getState().logout();
  }
}

/** 'Cerrar sesión en todos los dispositivos': every session of the user ends; throws when the server did not confirm it. */
export async function signOutEverywhere(): Promise<LogoutResponse> {
  const answer = await api.post<LogoutResponse>('/auth/logout-all');
  useAuthStore.getState().logout();
  return answer;
}
