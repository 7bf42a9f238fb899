import { useEffect, useRef, useState, type ReactNode } from 'react';

import './reorder.css';

import { reorderMessages } from './messages';

export interface ReorderItem {
  id: number;
  label: string;
}

interface ReorderListProps<T extends ReorderItem> {
  /** Names the list for screen readers ('Order of the catalogue'). */
  label: string;
  items: readonly T[];
  /** Saves the whole new order (every id, first shown first); rejects when it was not saved. */
  onReorder: (ids: number[]) => Promise<void>;
  /** What a row shows beside its name (counts, links, buttons). */
  details?: (item: T) => ReactNode;
}

function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/**
 * A list put in order with Move up / Move down buttons (the keyboard's way, and the screen
 * reader's). The new order shows at once and is saved whole; each move is said in a live region,
 * and the focus stays on the moved row's buttons. A refused save puts the old order back.
 */
export function ReorderList<T extends ReorderItem>({
  label,
  items,
  onReorder,
  details,
}: ReorderListProps<T>) {
  const text = reorderMessages;
  const [shown, setShown] = useState(items);
  const [announcement, setAnnouncement] = useState('');
  const [saving, setSaving] = useState(false);
  const focusAfterMove = useRef<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);

  // The saved order (or a refreshed one) replaces what is shown, unless a save is on its way.
  const [itemsShown, setItemsShown] = useState(items);
  if (items !== itemsShown && !saving) {
    setItemsShown(items);
    setShown(items);
  }

  useEffect(() => {
    const wanted = focusAfterMove.current;
    if (!wanted) return;
    focusAfterMove.current = null;
    listRef.current?.querySelector<HTMLButtonElement>(`[data-move="${wanted}"]`)?.focus();
  });

  async function move(index: number, direction: -1 | 1) {
    const target = index + direction;
    const item = shown[index];
    if (!item || target < 0 || target >= shown.length || saving) return;
    const before = shown;
    const next = moved(shown, index, target);
    setShown(next);
    // At an end the button pressed is disabled: the focus goes to the other one.
    const atEnd = target === 0 || target === next.length - 1;
    const keep = direction < 0 ? 'up' : 'down';
    const other = direction < 0 ? 'down' : 'up';
    focusAfterMove.current = `${item.id}-${atEnd ? other : keep}`;
    setSaving(true);
    try {
      await onReorder(next.map((entry) => entry.id));
      setAnnouncement(text.moved(item.label, target + 1, next.length));
    } catch (error) {
      console.error('[admin] the new order was not saved', error);
      setShown(before);
      setAnnouncement(text.failed(item.label));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="admin-reorder">
      <ol ref={listRef} aria-label={label} aria-busy={saving}>
        {shown.map((item, index) => (
          <li key={item.id}>
            <span className="admin-reorder__position" aria-hidden="true">
              {index + 1}.
            </span>
            <span className="admin-reorder__label">{item.label}</span>
            {details && <span className="admin-reorder__details">{details(item)}</span>}
            <span className="admin-reorder__buttons">
              <button
                type="button"
                className="admin-button admin-button--quiet"
                data-move={`${item.id}-up`}
                aria-label={text.upLabel(item.label)}
                disabled={index === 0}
                onClick={() => void move(index, -1)}
              >
                {text.up}
              </button>
              <button
                type="button"
                className="admin-button admin-button--quiet"
                data-move={`${item.id}-down`}
                aria-label={text.downLabel(item.label)}
                disabled={index === shown.length - 1}
                onClick={() => void move(index, 1)}
              >
                {text.down}
              </button>
            </span>
          </li>
        ))}
      </ol>
      <p className="ac-visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
