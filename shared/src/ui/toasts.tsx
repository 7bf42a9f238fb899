// Toasts for the whole page. The container lives in the shell; remotes call notify.* from this
// singleton module so their toasts land in that one container.
import { Bounce, ToastContainer, toast, type ToastOptions } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';

/** The spec's toast options (section 9): top-right, 5 s, draggable at an 80 % swipe. */
export const TOAST_OPTIONS = {
  position: 'top-right',
  autoClose: 5000,
  draggable: true,
  draggablePercent: 80,
  closeOnClick: true,
  pauseOnHover: true,
} as const satisfies ToastOptions;

export function ToastHost() {
  return <ToastContainer {...TOAST_OPTIONS} transition={Bounce} />;
}

/** Per-toast options; `toastId` keeps a repeated message (a held key, a double submit) to one toast. */
export type NotifyOptions = Pick<ToastOptions, 'toastId'>;

export const notify = {
  success: (message: string, options?: NotifyOptions) => toast.success(message, options),
  error: (message: string, options?: NotifyOptions) => toast.error(message, options),
  warning: (message: string, options?: NotifyOptions) => toast.warning(message, options),
  info: (message: string, options?: NotifyOptions) => toast.info(message, options),
};
