import { apiClient, useAuthStore } from '@academy/shared';

/** Long enough for a slow API, short enough that LogOut never seems stuck. */
const LOGOUT_TIMEOUT_MS = 5000;

/**
 * LogOut: POST /logout/ ends the session on the server (the token is refused from then on and the
 * browser's media pass is expired), then the session ends here as the spec says (token and user
 * id removed, user data cleared). A failed call still logs out locally: the learner asked to leave.
 */
export async function endSession(): Promise<void> {
  const { isLoggedIn } = useAuthStore.getState();
  if (isLoggedIn) {
    try {
      await apiClient.post('/logout/', undefined, { timeout: LOGOUT_TIMEOUT_MS });
    } catch (error) {
      console.warn(
        '[shell] the server did not end the session; logging out here all the same',
        error,
      );
    }
  }
  useAuthStore.getState().logout();
}
