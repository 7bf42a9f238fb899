// The key a canary's side is drawn from (docs/releases.md#canary): the signed-in learner's id, so
// they get the same version on every device, else a random id this browser keeps, so a visitor
// gets the same version at every page load too.
import { useAuthStore } from '@academy/shared';

const BROWSER_KEY = 'academy.canary-key';

function browserKey(): string {
  try {
    let key = window.localStorage.getItem(BROWSER_KEY);
    if (!key) {
      const bytes = crypto.getRandomValues(new Uint8Array(12));
      key = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
      window.localStorage.setItem(BROWSER_KEY, key);
    }
    return key;
  } catch {
    // No storage (private mode): a key for this page load only.
    return String(Math.random());
  }
}

export function learnerKey(): string {
  const userId = useAuthStore.getState().user?.user_id;
  return typeof userId === 'number' ? `user:${userId}` : `browser:${browserKey()}`;
}
