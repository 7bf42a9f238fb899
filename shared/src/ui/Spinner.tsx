import { messages } from '../messages';
import './ui.css';

export function Spinner({ label = messages.loading }: { label?: string }) {
  return (
    <div className="ac-spinner" role="status">
      <span className="ac-spinner__wheel" aria-hidden="true" />
      <span className="ac-visually-hidden">{label}</span>
    </div>
  );
}
