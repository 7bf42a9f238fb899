import { useBilingual } from './bilingual-store';
import { useBilingualMessages } from './messages';

/** "English and Arabic side by side": a labelled switch, remembered in this browser. */
export function BilingualToggle() {
  const messages = useBilingualMessages();
  const { on, set } = useBilingual();
  return (
    <label className="exam-bilingual-toggle">
      <input
        type="checkbox"
        role="switch"
        checked={on}
        onChange={(event) => set(event.target.checked)}
      />
      {messages.bilingualToggle}
    </label>
  );
}
