import { inOneHour, makeToken } from '../testing/tokens';
import { STORAGE_KEYS, decodeAccessToken, selectUserId, useAuthStore } from './auth-store';

const validToken = () => makeToken({ user_id: 7, exp: inOneHour() });

beforeEach(() => {
  window.localStorage.clear();
  useAuthStore.getState().logout();
});

describe('decodeAccessToken', () => {
  it('returns the payload of a valid, unexpired token', () => {
    const exp = inOneHour();
    expect(decodeAccessToken(makeToken({ user_id: 3, exp }))).toEqual({ user_id: 3, exp });
  });

  it.each([
    ['null', null],
    ['an empty string', ''],
    ["the text 'undefined'", 'undefined'],
    ['garbage', 'not-a-jwt'],
  ])('treats %s as no token', (_label, token) => {
    expect(decodeAccessToken(token)).toBeNull();
  });

  it('rejects an expired token and one without a numeric user_id', () => {
    const now = 1_700_000_000;
    expect(decodeAccessToken(makeToken({ user_id: 1, exp: now - 1 }), now)).toBeNull();
    expect(decodeAccessToken(makeToken({ user_id: 1, exp: now }), now)).toBeNull();
    expect(decodeAccessToken(makeToken({ user_id: 1, exp: now + 1 }), now)).not.toBeNull();
    expect(decodeAccessToken(makeToken({ user_id: '1', exp: now + 60 }), now)).toBeNull();
  });
});

describe('useAuthStore', () => {
  it('login stores Token and User_id and marks the user logged in', () => {
    const token = validToken();
    expect(useAuthStore.getState().login(token)).toBe(true);
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBe(token);
    expect(window.localStorage.getItem(STORAGE_KEYS.userId)).toBe('7');
    const state = useAuthStore.getState();
    expect(state.isLoggedIn).toBe(true);
    expect(selectUserId(state)).toBe(7);
  });

  it('refuses an unusable token and stays logged out', () => {
    expect(useAuthStore.getState().login('undefined')).toBe(false);
    expect(useAuthStore.getState().isLoggedIn).toBe(false);
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('logout removes the stored session and the profile', () => {
    useAuthStore.getState().login(validToken());
    useAuthStore.getState().setProfile({
      id: 7,
      user_id: 7,
      username: 'sara',
      email: 's@a.com',
      role: 'learner',
    });
    window.localStorage.setItem(STORAGE_KEYS.courseInfo, '{"id":1}');
    useAuthStore.getState().logout();
    const state = useAuthStore.getState();
    expect(state).toMatchObject({ token: null, user: null, isLoggedIn: false, profile: null });
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.userId)).toBeNull();
    // Course info is not session data.
    expect(window.localStorage.getItem(STORAGE_KEYS.courseInfo)).toBe('{"id":1}');
  });

  it('restore re-decodes a stored valid token', () => {
    const token = validToken();
    window.localStorage.setItem(STORAGE_KEYS.token, token);
    useAuthStore.getState().restore();
    expect(useAuthStore.getState()).toMatchObject({
      token,
      isLoggedIn: true,
      user: { user_id: 7 },
    });
  });

  it("restore treats a stored 'undefined' as logged out and clears it", () => {
    window.localStorage.setItem(STORAGE_KEYS.token, 'undefined');
    window.localStorage.setItem(STORAGE_KEYS.userId, '7');
    useAuthStore.getState().restore();
    expect(useAuthStore.getState().isLoggedIn).toBe(false);
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.userId)).toBeNull();
  });

  it('restore logs out an expired token', () => {
    window.localStorage.setItem(
      STORAGE_KEYS.token,
      makeToken({ user_id: 7, exp: Math.floor(Date.now() / 1000) - 10 }),
    );
    useAuthStore.getState().restore();
    expect(useAuthStore.getState().isLoggedIn).toBe(false);
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
});
