import {
  createQueryClient,
  loadRuntimeConfig,
  selectRole,
  syncAuthAcrossTabs,
  useAuthStore,
} from '@academy/shared';
import { createRoot } from 'react-dom/client';

import { App } from './app/App';
import { firstScreenRemoteModules } from './app/remote-mounts';
import { preloadRemoteModule } from './features/remotes/RemoteModule';
import { loadRemotesManifest } from './features/remotes/remotes-manifest';

async function start() {
  // Both files are small and independent; neither failing stops the shell from starting.
  await Promise.all([loadRuntimeConfig(), loadRemotesManifest()]);
  const { pathname } = window.location;
  for (const { remote, module } of firstScreenRemoteModules(
    pathname,
    selectRole(useAuthStore.getState()),
  )) {
    preloadRemoteModule(remote, module);
  }
  syncAuthAcrossTabs();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(<App queryClient={createQueryClient()} />);
}

void start();
