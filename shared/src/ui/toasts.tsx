// Toasts for the whole page. The container lives in the shell; remotes call notify.* from this
// singleton module so their toasts land in that one container.
//
// The toast library (~10 KB gzip with its CSS) is needed only once there is something to say, so it
// stays out of the page until the first toast: notify.* loads it and ToastHost then mounts its
// container (react-toastify queues a toast raised before its container is mounted).
import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ToastOptions } from 'react-toastify';

const loadToastLibrary = () => import('./toast-library');
const ToastContainerWithOptions = lazy(() =>
  loadToastLibrary().then((library) => ({ default: library.ToastContainerWithOptions })),
);

let firstToastRaised = false;
const hosts = new Set<() => void>();
const firstToast = {
  subscribe(listener: () => void) {
    hosts.add(listener);
    return () => hosts.delete(listener);
  },
  raised: () => firstToastRaised,
};

export function ToastHost() {
  const needed = useSyncExternalStore(firstToast.subscribe, firstToast.raised, firstToast.raised);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainerWithOptions />
    </Suspense>
  );
}

/** Per-toast options; `toastId` keeps a repeated message (a held key, a double submit) to one toast. */
export type NotifyOptions = Pick<ToastOptions, 'toastId'>;

type Kind = 'success' | 'error' | 'warning' | 'info';
const show = (kind: Kind) => (message: string, options?: NotifyOptions) => {
  if (!firstToastRaised) {
    firstToastRaised = true;
    hosts.forEach((host) => host());
  }
  loadToastLibrary().then(
    // Its own direction (dir="auto"): an English line in an Arabic page keeps its final "." and
    // the names and numbers at its end where they belong.
    ({ toast }) => toast[kind](<div dir="auto">{message}</div>, options),
    (error: unknown) => console.warn('toast library failed to load', error),
  );
};

export const notify = {
  success: show('success'),
  error: show('error'),
  warning: show('warning'),
  info: show('info'),
};
