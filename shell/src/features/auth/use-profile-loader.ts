import { selectUserId, useAuthStore } from '@academy/shared';
import { useEffect, useState } from 'react';

import { fetchProfile } from './api';

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
  // The session (token) whose profile call has answered.
  const [settledFor, setSettledFor] = useState<string | null>(null);

  useEffect(() => {
    if (userId === null || token === null) return undefined;
    if (useAuthStore.getState().profile?.user_id === userId) return undefined;
    let current = true;
    fetchProfile(userId)
      .then((profile) => {
        // Ignore an answer for a session that has ended (logout, another login) meanwhile.
        if (current && useAuthStore.getState().token === token) {
          useAuthStore.getState().setProfile(profile);
        }
      })
      .catch((error: unknown) => {
        if (current) console.warn('[profile] could not load the user profile', error);
      })
      .finally(() => {
        if (current) setSettledFor(token);
      });
    return () => {
      current = false;
    };
  }, [userId, token]);

  return userId === null || hasProfile || (token !== null && settledFor === token);
}
