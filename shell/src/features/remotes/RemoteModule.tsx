import { loadRemote } from '@module-federation/enhanced/runtime';
import { Spinner } from '@academy/shared';
import {
  lazy,
  Suspense,
  useMemo,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';

import { useShellMessages } from '../../messages';
import { PrePaintedOr } from '../first-screens/pre-painted-screen';
import { reportFailover, reportLoadFailure } from '../telemetry/telemetry';
import { RemoteBoundary } from './RemoteBoundary';
import { failOver, resetRemote, type RemoteName } from './remotes-manifest';

type RemoteComponent = ComponentType<Record<string, unknown>>;

// One load and one lazy component per remote module and attempt, so re-renders do not reload the
// remote, a retry really loads it again, and a load started early (preloadRemoteModule) is the
// one the component then waits for.
const loads = new Map<string, Promise<{ default: RemoteComponent }>>();
const lazyCache = new Map<string, LazyExoticComponent<RemoteComponent>>();

/**
 * How long one attempt at a remote may take (its entry and the module's chunks) before it counts
 * as failed: an unreachable remote never holds its area, nor the rest of the page, longer.
 */
export const REMOTE_ATTEMPT_TIMEOUT_MS = 8000;

function attemptLoad(remote: RemoteName, module: string): Promise<{ default: RemoteComponent }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new Error(`${remote}/${module} did not load within ${REMOTE_ATTEMPT_TIMEOUT_MS} ms`),
        ),
      REMOTE_ATTEMPT_TIMEOUT_MS,
    );
  });
  const load = loadRemote<{ default?: RemoteComponent }>(`${remote}/${module}`).then((loaded) => {
    if (!loaded?.default) throw new Error(`${remote}/${module} has no default export`);
    return { default: loaded.default };
  });
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The failover (docs/releases.md#failover): a failed load is tried once more from scratch, then
 * from the remote's fallback (the version live before, or live for a canary) when the plan names
 * one. The failure is reported once, against the version the page was served.
 */
async function loadWithFailover(remote: RemoteName, module: string) {
  try {
    return await attemptLoad(remote, module);
  } catch {
    resetRemote(remote);
  }
  try {
    return await attemptLoad(remote, module);
  } catch (error) {
    const switched = failOver(remote);
    if (!switched) {
      reportLoadFailure(remote, error);
      throw error;
    }
    reportFailover(remote, switched[0], switched[1]);
    return attemptLoad(remote, module);
  }
}

function loadRemoteModule(remote: RemoteName, module: string, attempt: number) {
  const key = `${remote}/${module}#${attempt}`;
  let load = loads.get(key);
  if (!load) {
    load = loadWithFailover(remote, module);
    loads.set(key, load);
  }
  return load;
}

function lazyRemote(remote: RemoteName, module: string, attempt: number) {
  const key = `${remote}/${module}#${attempt}`;
  let component = lazyCache.get(key);
  if (!component) {
    component = lazy(() => loadRemoteModule(remote, module, attempt));
    lazyCache.set(key, component);
  }
  return component;
}

/**
 * Starts loading a remote module before anything renders it: the shell calls this at start for
 * the modules the first screen shows, so their entry and chunks download while the shell's own
 * code starts instead of after its first render. A failure is reported by the RemoteModule that
 * renders it (its boundary, with Retry), not here.
 */
export function preloadRemoteModule(remote: RemoteName, module: string): void {
  loadRemoteModule(remote, module, 0).catch(() => undefined);
}

interface RemoteModuleProps {
  remote: RemoteName;
  /** The exposed module without './', e.g. 'routes' or 'CoursesSection'. */
  module: string;
  /** Human words for the fallback message. */
  area: string;
  props?: Record<string, unknown>;
}

/** Renders one exposed module of a remote, loaded when first rendered, inside its own boundary. */
export function RemoteModule({ remote, module, area, props = {} }: RemoteModuleProps) {
  const messages = useShellMessages();
  const [attempt, setAttempt] = useState(0);
  const Loaded = useMemo(() => lazyRemote(remote, module, attempt), [remote, module, attempt]);
  return (
    <RemoteBoundary
      remote={remote}
      area={area}
      onRetry={() => {
        resetRemote(remote);
        setAttempt((n) => n + 1);
      }}
    >
      <Suspense
        fallback={
          <PrePaintedOr>
            <Spinner label={messages.loadingArea(area)} />
          </PrePaintedOr>
        }
      >
        {/* eslint-disable-next-line react-hooks/static-components -- cached per remote, module and attempt (lazyCache): the identity only changes on retry */}
        <Loaded {...props} />
      </Suspense>
    </RemoteBoundary>
  );
}
