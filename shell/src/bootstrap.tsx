import { loadRuntimeConfig, syncAuthAcrossTabs } from '@academy/shared';
import { createRoot } from 'react-dom/client';

import { App } from './app/App';
import { loadRemotesManifest } from './features/remotes/remotes-manifest';

async function start() {
  // Both files are small and independent; neither failing stops the shell from starting.
  await Promise.all([loadRuntimeConfig(), loadRemotesManifest()]);
  syncAuthAcrossTabs();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(<App />);
}

void start();
