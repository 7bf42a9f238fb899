import {
  createQueryClient,
  loadRuntimeConfig,
  selectRole,
  startLanguage,
  syncAuthAcrossTabs,
  useAuthStore,
} from '@academy/shared';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/App';
import { firstScreenRemoteModules } from './app/remote-mounts';
import { keepPrePaintedScreen } from './features/first-screens/pre-painted-screen';
import { previewRequested } from './features/remotes/preview-link';
import { preloadRemoteModule } from './features/remotes/RemoteModule';
import { loadRemotesManifest } from './features/remotes/remotes-manifest';
import { startTelemetry } from './features/telemetry/telemetry';

/**
 * The telemetry's sending half (with the Web Vitals library) is fetched a few seconds after the
 * page has loaded, when the browser is idle, on a page load that reports only: the first screen
 * neither carries nor waits for it. What happens before it arrives is kept and sent then.
 */
const SENDER_DELAY_MS = 3000;

function startSendingLater(landing: string, apiBaseUrl: string) {
  const load = () =>
    void import('./features/telemetry/sender').then(
      (sender) => sender.startSending(landing, apiBaseUrl),
      () => undefined,
    );
  const later = () =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) requestIdleCallback(load, { timeout: 5000 });
      else load();
    }, SENDER_DELAY_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

async function start() {
  // All small and independent; none failing stops the shell from starting. The language comes
  // with the catalogues of the modules already imported (the Arabic chunks only in Arabic).
  const [config] = await Promise.all([loadRuntimeConfig(), loadRemotesManifest(), startLanguage()]);
  // A staff preview tab (docs/releases.md#preview) loads its version and reports nothing: the
  // release figures are the learners' own.
  const preview = previewRequested()
    ? await import('./features/remotes/preview').then((module) =>
        module.startPreview(config.apiBaseUrl),
      )
    : null;
  const banner = preview
    ? await import('./features/remotes/PreviewBanner').then(({ PreviewBanner }) => (
        <PreviewBanner preview={preview} />
      ))
    : undefined;
  const { pathname } = window.location;
  if (!preview && startTelemetry(config.telemetry.sampleRate)) {
    startSendingLater(pathname, config.apiBaseUrl);
  }
  for (const { remote, module } of firstScreenRemoteModules(
    pathname,
    selectRole(useAuthStore.getState()),
  )) {
    preloadRemoteModule(remote, module);
  }
  syncAuthAcrossTabs();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  keepPrePaintedScreen(container);
  const root = createRoot(container);
  // The painted frame is already on screen, so the first render need not block: as a transition
  // React renders it in slices of a few milliseconds and the page stays responsive meanwhile
  // (Lighthouse's blocking time at 4x slowdown, docs/performance.md#first-paint).
  startTransition(() => root.render(<App queryClient={createQueryClient()} banner={banner} />));
}

void start();
