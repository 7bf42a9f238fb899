// react-toastify and its stylesheet, in their own chunk: toasts.tsx loads it with the first toast,
// never on the first screen's critical path.
import { Bounce, ToastContainer, toast } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';

import { TOAST_OPTIONS } from './toast-options';

export function ToastContainerWithOptions() {
  return <ToastContainer {...TOAST_OPTIONS} transition={Bounce} />;
}

export { toast };
