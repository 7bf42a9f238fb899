// The one auth store of the page. It lives in @academy/shared, which Module Federation shares as
// a singleton, so the shell and every remote read and change the same state.
import { jwtDecode } from 'jwt-decode';
import { create } from 'zustand';

import type { UserProfile, UserRole } from '../types';

/** localStorage keys, as the spec names them. */
export const STORAGE_KEYS = {
  token: 'Token',
  userId: 'User_id',
  courseInfo: 'CourseInfo',
} as const;

export interface AccessTokenPayload {
  user_id: number;
  exp?: number;
  /** A hint for the UI only (docs/design/back-office.md#roles). */
  role?: UserRole;
}

export interface AuthState {
  token: string | null;
  /** The decoded access token: who the user is, before the profile arrives. */
  user: AccessTokenPayload | null;
  /** username/email, fetched from /users/{id}/ by the shell. */
  profile: UserProfile | null;
  isLoggedIn: boolean;
  login: (accessToken: string) => boolean;
  logout: () => void;
  setProfile: (profile: UserProfile | null) => void;
  /** Re-reads localStorage (at start, and when another tab logs in or out). */
  restore: () => void;
}

/** Decodes a token and checks its expiry; null for anything unusable. */
export function decodeAccessToken(
  token: string | null | undefined,
  nowSeconds = Date.now() / 1000,
): AccessTokenPayload | null {
  // The spec counts the text 'undefined' (a past bug's leftover) as no token.
  if (!token || token === 'undefined') return null;
  try {
    const payload = jwtDecode<AccessTokenPayload>(token);
    if (typeof payload.user_id !== 'number') return null;
    if (typeof payload.exp === 'number' && payload.exp <= nowSeconds) return null;
    return payload;
  } catch {
    return null;
  }
}

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function clearStoredSession(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEYS.token);
    window.localStorage.removeItem(STORAGE_KEYS.userId);
  } catch {
    // Storage can be unavailable (private mode); the in-memory state still logs out.
  }
}

function restoredState(): Pick<AuthState, 'token' | 'user' | 'isLoggedIn'> {
  const token = readStorage(STORAGE_KEYS.token);
  const user = decodeAccessToken(token);
  if (!user) {
    if (token) clearStoredSession();
    return { token: null, user: null, isLoggedIn: false };
  }
  return { token, user, isLoggedIn: true };
}

export const useAuthStore = create<AuthState>()((set) => ({
  ...restoredState(),
  profile: null,
  login: (accessToken) => {
    const user = decodeAccessToken(accessToken);
    if (!user) return false;
    try {
      window.localStorage.setItem(STORAGE_KEYS.token, accessToken);
      window.localStorage.setItem(STORAGE_KEYS.userId, String(user.user_id));
    } catch {
      // Storage can be unavailable (private mode, quota): the session lasts for this page only.
    }
    set({ token: accessToken, user, isLoggedIn: true, profile: null });
    return true;
  },
  logout: () => {
    clearStoredSession();
    set({ token: null, user: null, isLoggedIn: false, profile: null });
  },
  setProfile: (profile) => set({ profile }),
  restore: () => set({ ...restoredState(), profile: null }),
}));

/** Keeps tabs in step: logging out in one tab logs out the others. */
export function syncAuthAcrossTabs(): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === STORAGE_KEYS.token) {
      const { token } = useAuthStore.getState();
      if (readStorage(STORAGE_KEYS.token) !== token) useAuthStore.getState().restore();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** The current user's id, or null for a visitor. */
export const selectUserId = (state: AuthState): number | null => state.user?.user_id ?? null;
