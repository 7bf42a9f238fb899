import { useExamToolsMessages } from './messages';

/** The player's keyboard shortcuts, listed on the screen (use-exam-shortcuts.ts). */
export function ShortcutList() {
  const messages = useExamToolsMessages();
  return (
    <dl className="exam-shortcuts">
      {messages.shortcutList.map(([keys, action]) => (
        <div key={keys} className="exam-shortcuts__row">
          <dt>
            <kbd dir="ltr">{keys}</kbd>
          </dt>
          <dd>{action}</dd>
        </div>
      ))}
    </dl>
  );
}
