// The set-up the shell's form and route tests share: every test talks to the real API (one test
// server for the run, demo content seeded), and a test may swap it for a silent listener, which
// shows a busy state and proves that nothing was called.
import { setRuntimeConfig, useAuthStore } from '@academy/shared';
import { useRealApi } from '@academy/shared/testing';

import { startSilentServer, type SilentServer } from './network';
import { ignoreJsdomNetworkErrors } from './render';

export interface ShellApi {
  /** The real API's origin (no trailing slash); known from beforeAll on. */
  readonly url: string;
  /** Points the API client at a listener that never answers; it is closed after the test. */
  useSilentApi(): Promise<SilentServer>;
}

/** Registers the hooks; `signedOut` also clears storage and the session before each test. */
export function setUpShellApi({ signedOut = false }: { signedOut?: boolean } = {}): ShellApi {
  ignoreJsdomNetworkErrors();

  let url = '';
  let silent: SilentServer | null = null;
  beforeAll(() => {
    url = useRealApi();
  });
  beforeEach(() => {
    if (signedOut) {
      window.localStorage.clear();
      useAuthStore.getState().logout();
    }
    setRuntimeConfig({ apiBaseUrl: `${url}/api` });
  });
  afterEach(async () => {
    await silent?.close();
    silent = null;
  });

  return {
    get url() {
      return url;
    },
    async useSilentApi() {
      silent = await startSilentServer();
      setRuntimeConfig({ apiBaseUrl: `${silent.url}/api` });
      return silent;
    },
  };
}
