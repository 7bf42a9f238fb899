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

export const notify = {
  success: (message: string) => toast.success(message),
  error: (message: string) => toast.error(message),
  warning: (message: string) => toast.warning(message),
  info: (message: string) => toast.info(message),
};
