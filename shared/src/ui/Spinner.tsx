import { useSharedMessages } from '../messages';
import './ui.css';

export function Spinner({ label }: { label?: string }) {
  const messages = useSharedMessages();
  return (
    <div className="ac-spinner" role="status">
      <span className="ac-spinner__wheel" aria-hidden="true" />
      <span className="ac-visually-hidden">{label ?? messages.loading}</span>
    </div>
  );
}
