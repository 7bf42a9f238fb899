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
import { reportLoadFailure } from '../telemetry/telemetry';
import { RemoteBoundary } from './RemoteBoundary';
import { resetRemote, type RemoteName } from './remotes-manifest';

type RemoteComponent = ComponentType<Record<string, unknown>>;

// One load and one lazy component per remote module and attempt, so re-renders do not reload the
// remote, a retry really loads it again, and a load started early (preloadRemoteModule) is the
// one the component then waits for.
const loads = new Map<string, Promise<{ default: RemoteComponent }>>();
const lazyCache = new Map<string, LazyExoticComponent<RemoteComponent>>();

function loadRemoteModule(remote: RemoteName, module: string, attempt: number) {
  const key = `${remote}/${module}#${attempt}`;
  let load = loads.get(key);
  if (!load) {
    load = loadRemote<{ default?: RemoteComponent }>(`${remote}/${module}`).then(
      (loaded) => {
        if (!loaded?.default) throw new Error(`${remote}/${module} has no default export`);
        return { default: loaded.default };
      },
      (error: unknown) => {
        reportLoadFailure(remote, error);
        throw error;
      },
    );
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
