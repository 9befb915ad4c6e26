import type { LoginBody, LoginResponse, ProfileUpdate, SessionUser } from '@grant/shared';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, startTransition, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { onSessionEnded } from '../../lib/api-client';
import { tokenStorage } from '../../lib/token-storage';
import { authApi } from './api/auth-api';
import { takeSessionCheck } from './session-check';

interface AuthState {
  user: SessionUser | null;
  /** True until the stored token has been checked, and while any sign-in action runs (as the spec says). */
  loading: boolean;
  /** A session, or (with two-factor sign-in on) the challenge that `completeTwoFactor` answers with a code. */
  login: (body: LoginBody) => Promise<SignInResult>;
  /** Any first factor that answers like POST /auth/login (Google's one-time code does). */
  signInWith: (request: () => Promise<LoginResponse>) => Promise<SignInResult>;
  completeTwoFactor: (challenge: string, code: string) => Promise<SessionUser>;
  register: (form: FormData) => Promise<SessionUser>;
  logout: () => Promise<void>;
  /** The session ended on the server already (the account was deleted): forget it here too. */
  forgetSession: () => void;
  /** Saves profile changes made to the version of the profile in hand (`user.updatedAt`). */
  updateProfile: (changes: ProfileUpdate) => Promise<SessionUser>;
  /** Reads the signed-in user again (after someone else changed the profile). */
  reloadUser: () => Promise<void>;
}

type SignInResult = { user: SessionUser } | { challenge: string };

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

  // The session check ends in a transition: the first render may be hydrating a prerendered page
  // (main.tsx), and an urgent update would make React throw away every part not hydrated yet (a lazy
  // one) and draw it again, spinner first; a transition waits for them instead.
  useEffect(() => {
    if (!tokenStorage.get()) {
      startTransition(() => setLoading(false));
      return;
    }
    // One transition for the user and the flag: RequireAuth must never see 'checked, nobody'.
    const settle = (update: () => void) =>
      startTransition(() => {
        update();
        setLoading(false);
      });
    takeSessionCheck().then(
      (me) => settle(() => setUser(me)),
      () => settle(signedOut),
    );
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

  const signInWith = useCallback(
    (request: () => Promise<LoginResponse>) =>
      withLoading(async (): Promise<SignInResult> => {
        const session = await request();
        if ('challenge' in session) return { challenge: session.challenge };
        tokenStorage.set(session.token);
        setUser(session.user);
        return { user: session.user };
      }),
    [withLoading],
  );

  const value = useMemo<AuthState>(
    () => ({
      user,
      loading,
      login: (body) => signInWith(() => authApi.login(body)),
      signInWith,
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
      forgetSession: signedOut,
      updateProfile: (changes) =>
        withLoading(async () => {
          const updated = await authApi.updateProfile(changes, user?.updatedAt);
          setUser(updated);
          return updated;
        }),
      reloadUser: async () => setUser(await authApi.me()),
    }),
    [user, loading, withLoading, signedOut, signInWith],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth is used outside <AuthProvider>');
  return state;
}
