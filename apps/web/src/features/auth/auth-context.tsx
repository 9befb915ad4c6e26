import type { LoginBody, ProfileUpdate, SessionUser } from '@grant/shared';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { onSessionEnded } from '../../lib/api-client';
import { tokenStorage } from '../../lib/token-storage';
import { authApi } from './api/auth-api';

interface AuthState {
  user: SessionUser | null;
  /** True until the stored token has been checked, and while any sign-in action runs (as the spec says). */
  loading: boolean;
  /** A session, or (with two-factor sign-in on) the challenge that `completeTwoFactor` answers with a code. */
  login: (body: LoginBody) => Promise<{ user: SessionUser } | { challenge: string }>;
  completeTwoFactor: (challenge: string, code: string) => Promise<SessionUser>;
  register: (form: FormData) => Promise<SessionUser>;
  logout: () => Promise<void>;
  updateProfile: (changes: ProfileUpdate) => Promise<SessionUser>;
}

const AuthContext = createContext<AuthState | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [user, setUser] = useState<SessionUser | null>(null);
  const [loading, setLoading] = useState(true);

  const signedOut = useCallback(() => {
    tokenStorage.clear();
    setUser(null);
    queryClient.clear();
  }, [queryClient]);

  useEffect(() => {
    if (!tokenStorage.get()) {
      setLoading(false);
      return;
    }
    authApi
      .me()
      .then(setUser)
      .catch(() => signedOut())
      .finally(() => setLoading(false));
  }, [signedOut]);

  useEffect(() => onSessionEnded(() => setUser(null)), []);

  /** Runs a sign-in style action with the loading flag up, keeping the token and user it answers. */
  const withLoading = useCallback(async <T,>(action: () => Promise<T>): Promise<T> => {
    setLoading(true);
    try {
      return await action();
    } finally {
      setLoading(false);
    }
  }, []);

  const value = useMemo<AuthState>(
    () => ({
      user,
      loading,
      login: (body) =>
        withLoading(async () => {
          const session = await authApi.login(body);
          if ('challenge' in session) return { challenge: session.challenge };
          tokenStorage.set(session.token);
          setUser(session.user);
          return { user: session.user };
        }),
      completeTwoFactor: (challenge, code) =>
        withLoading(async () => {
          const session = await authApi.loginTwoFactor(challenge, code);
          tokenStorage.set(session.token);
          setUser(session.user);
          return session.user;
        }),
      register: (form) =>
        withLoading(async () => {
          const session = await authApi.register(form);
          tokenStorage.set(session.token);
          setUser(session.user);
          return session.user;
        }),
      logout: async () => {
        await authApi.logout();
        signedOut();
      },
      updateProfile: (changes) =>
        withLoading(async () => {
          const updated = await authApi.updateProfile(changes);
          setUser(updated);
          return updated;
        }),
    }),
    [user, loading, withLoading, signedOut],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth is used outside <AuthProvider>');
  return state;
}
