// Staff previews (docs/releases.md#preview): a signed link (`/?preview=<token>`) opens one version
// of one remote in this browser tab, after the API has checked the link and that the signed-in
// user is staff. Nobody else's page changes; the tab keeps the preview until it is left.
import type { PreviewGrant } from '@academy/contract';
import { REMOTE_NAMES, useAuthStore, type RemoteName } from '@academy/shared';

import { PREVIEW_KEY, PREVIEW_PARAM, tabStorage as session } from './preview-link';
import { previewEntry } from './remotes-manifest';

const PREVIEW_TIMEOUT_MS = 4000;

export interface ActivePreview {
  remote: RemoteName;
  version: string;
}

/** The link's token: taken off the address bar into this tab's storage, or kept from before. */
function previewToken(): string | null {
  const url = new URL(window.location.href);
  const fromLink = url.searchParams.get(PREVIEW_PARAM);
  if (fromLink) {
    session()?.setItem(PREVIEW_KEY, fromLink);
    url.searchParams.delete(PREVIEW_PARAM);
    window.history.replaceState(
      window.history.state,
      '',
      `${url.pathname}${url.search}${url.hash}`,
    );
    return fromLink;
  }
  return session()?.getItem(PREVIEW_KEY) ?? null;
}

/** Opens the tab's preview, if any; null (and the link forgotten) when the API refuses it. */
export async function startPreview(apiBaseUrl: string): Promise<ActivePreview | null> {
  const token = previewToken();
  const bearer = useAuthStore.getState().token;
  if (!token || !bearer) return null;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), PREVIEW_TIMEOUT_MS);
  try {
    const response = await fetch(
      `${apiBaseUrl.replace(/\/+$/, '')}/releases/preview/?token=${encodeURIComponent(token)}`,
      { headers: { authorization: `Bearer ${bearer}` }, cache: 'no-store', signal: abort.signal },
    );
    if (!response.ok) {
      session()?.removeItem(PREVIEW_KEY);
      return null;
    }
    const grant = (await response.json()) as PreviewGrant;
    const remote = REMOTE_NAMES.find((name) => name === grant.remote);
    if (!remote) return null;
    previewEntry(remote, grant.entry);
    return { remote, version: grant.version };
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** Leave preview: the tab forgets the link and loads what everyone gets. */
export function leavePreview(): void {
  session()?.removeItem(PREVIEW_KEY);
  window.location.reload();
}
