import { notify } from '@academy/shared';
import { useEffect } from 'react';

import { shellCatalogue } from '../../messages';

/** One toast however long F12 is held or however often it is pressed while it shows. */
export const INSPECT_TOAST_ID = 'inspect-blocked';

/**
 * The spec discourages page inspection: F12 is swallowed with a warning toast and the context
 * menu does not open. Nothing else is intercepted: every other key (Tab, Enter, Escape, arrows,
 * shortcuts) reaches the page and the browser as usual. (This is a deterrent, not security: the
 * browser's menu and other shortcuts still open the developer tools.)
 */
export function installInspectGuard(target: Window = window): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'F12') return;
    event.preventDefault();
    notify.warning(shellCatalogue.current().inspectBlocked, { toastId: INSPECT_TOAST_ID });
  };
  const onContextMenu = (event: MouseEvent) => event.preventDefault();
  target.addEventListener('keydown', onKeyDown);
  target.addEventListener('contextmenu', onContextMenu);
  return () => {
    target.removeEventListener('keydown', onKeyDown);
    target.removeEventListener('contextmenu', onContextMenu);
  };
}

export function useInspectGuard(): void {
  useEffect(() => installInspectGuard(), []);
}
