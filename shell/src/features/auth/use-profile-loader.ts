import { queryOptions, selectUserId, skipToken, useAuthStore, useQuery } from '@academy/shared';

import { fetchProfile } from './api';

/**
 * GET /users/{user_id}/ for this session (token), into the shared auth store; null asks nothing.
 * Forgotten once nobody waits for it (gcTime 0): the store keeps the profile, not the cache.
 */
export const profileQuery = (session: { userId: number; token: string } | null) =>
  queryOptions({
    queryKey: ['profile', session?.userId, session?.token],
    queryFn:
      session === null
        ? skipToken
        : async ({ signal }) => {
            const profile = await fetchProfile(session.userId, signal);
            // An answer for a session that has ended (logout, another login) meanwhile is dropped.
            if (useAuthStore.getState().token === session.token)
              useAuthStore.getState().setProfile(profile);
            return profile;
          },
    gcTime: 0,
    meta: {
      onError: (error) => console.warn('[profile] could not load the user profile', error),
    },
  });

/**
 * Loads the logged-in user's profile into the shared auth store, once per session (token).
 * Returns whether the profile question is settled: true at once for a visitor, and for a learner
 * once the call has answered, successfully or not (a 401 is handled by the API client: logout and
 * /login). The navigation waits for this before showing its links.
 */
export function useProfileLoader(): boolean {
  const userId = useAuthStore(selectUserId);
  const token = useAuthStore((state) => state.token);
  const hasProfile = useAuthStore(
    (state) => state.profile !== null && state.profile.user_id === selectUserId(state),
  );
  const asked = useQuery(
    profileQuery(userId === null || token === null || hasProfile ? null : { userId, token }),
  );
  return userId === null || hasProfile || !asked.isPending;
}
