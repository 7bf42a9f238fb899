import { selectUserId, useAuthStore } from '@academy/shared';
import { useEffect, useState } from 'react';

import { fetchProfile } from './api';

/**
 * Loads the logged-in user's profile (GET /users/{user_id}/) into the shared auth store, once per
 * user. Returns whether the profile question is settled: true at once for a visitor, and for a
 * learner once the call has answered, successfully or not (a 401 is handled by the API client:
 * logout and /login). The navigation waits for this before showing its links.
 */
export function useProfileLoader(): boolean {
  const userId = useAuthStore(selectUserId);
  const profileUserId = useAuthStore((state) => state.profile?.user_id ?? null);
  const [settledFor, setSettledFor] = useState<number | null>(null);

  useEffect(() => {
    if (userId === null || useAuthStore.getState().profile?.user_id === userId) return undefined;
    let current = true;
    fetchProfile(userId)
      .then((profile) => {
        // Ignore an answer for a user who has logged out (or switched) in the meantime.
        if (current && selectUserId(useAuthStore.getState()) === userId) {
          useAuthStore.getState().setProfile(profile);
        }
      })
      .catch((error: unknown) => {
        if (current) console.warn('[profile] could not load the user profile', error);
      })
      .finally(() => {
        if (current) setSettledFor(userId);
      });
    return () => {
      current = false;
    };
  }, [userId]);

  return userId === null || profileUserId === userId || settledFor === userId;
}
