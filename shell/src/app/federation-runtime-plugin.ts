import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Logs every remote that fails to load with what was asked for. The failure itself is left to
 * propagate: the RemoteBoundary around each remote area shows the contained fallback and retry.
 */
export default function federationRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'academy-remote-failure-log',
    errorLoadRemote({ id, error, lifecycle }) {
      console.error(`[remotes] ${id} failed to load during ${lifecycle}`, error);
      return undefined;
    },
  };
}
