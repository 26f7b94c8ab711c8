import type { SessionUser } from '@nutricoach/core/contract/auth';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { forgetCachedAnswers } from './pwa/api-cache';
import { decodeSessionUser, isSessionExpired } from './session-token';

export const AUTH_STORAGE_KEY = 'auth-storage';

type AuthState = {
  token: string | null;
  user: SessionUser | null;
  isAuthenticated: boolean;
  /** The E.164 phone a code was sent to; kept in memory between the two login steps. */
  pendingPhone: string | null;
  setPendingPhone: (phone: string | null) => void;
  /**
   * Stores a session token and who it is for, as the sign-in answered (the token names no one but
   * the user's id); throws when the token does not carry a user id.
   */
  signIn: (token: string, user?: SessionUser) => void;
  logout: () => void;
};

export const useAuthStore = create<AuthState>()(
  persist(
    (set) => ({
      token: null,
      user: null,
      isAuthenticated: false,
      pendingPhone: null,
      setPendingPhone: (pendingPhone) => set({ pendingPhone }),
      signIn: (token, given) => {
        const decoded = decodeSessionUser(token);
        if (!decoded) throw new Error('El token de sesión no es válido');
        const user = given && given.id === decoded.id ? given : decoded;
        set({ token, user, isAuthenticated: true, pendingPhone: null });
      },
      logout: () => {
        forgetCachedAnswers();
        set({ token: null, user: null, isAuthenticated: false, pendingPhone: null });
      },
    }),
    {
      name: AUTH_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ token, user, isAuthenticated }) => ({ token, user, isAuthenticated }),
      // A session that expired while the app was closed starts logged out instead of
      // flashing the shell and bouncing on the first 401.
      onRehydrateStorage: () => (state) => {
        if (state?.token && isSessionExpired(state.token)) state.logout();
      },
    },
  ),
);
