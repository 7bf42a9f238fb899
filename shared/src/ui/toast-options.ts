import type { ToastOptions } from 'react-toastify';

/** The spec's toast options (section 9): top-right, 5 s, draggable at an 80 % swipe. */
export const TOAST_OPTIONS = {
  position: 'top-right',
  autoClose: 5000,
  draggable: true,
  draggablePercent: 80,
  closeOnClick: true,
  pauseOnHover: true,
} as const satisfies ToastOptions;
