import { selectUserId, useAuthStore, useResource } from '@academy/shared';

import { fetchProfile } from './api';

const warnProfileFailed = (error: unknown) =>
  console.warn('[profile] could not load the user profile', error);

/**
 * Loads the logged-in user's profile (GET /users/{user_id}/) into the shared auth store, once per
 * session (token). Returns whether the profile question is settled: true at once for a visitor,
 * and for a learner once the call has answered, successfully or not (a 401 is handled by the API
 * client: logout and /login). The navigation waits for this before showing its links.
 */
export function useProfileLoader(): boolean {
  const userId = useAuthStore(selectUserId);
  const token = useAuthStore((state) => state.token);
  const hasProfile = useAuthStore(
    (state) => state.profile !== null && state.profile.user_id === selectUserId(state),
  );
  const asked = useResource(
    userId === null || token === null || hasProfile
      ? null
      : {
          key: ['profile', userId, token],
          fetch: async (signal) => {
            const profile = await fetchProfile(userId, signal);
            // An answer for a session that has ended (logout, another login) meanwhile is dropped.
            if (useAuthStore.getState().token === token)
              useAuthStore.getState().setProfile(profile);
            return profile;
          },
          onError: warnProfileFailed,
        },
  );
  return userId === null || hasProfile || asked.status !== 'loading';
}
