import { useEffect, useId, useRef, useState, type ReactElement } from 'react';

export interface NavItem {
  key: string;
  link: ReactElement;
  /** Waits in the "More" menu between the phone menu and a wide laptop (layout.css). */
  secondary?: boolean;
}

/**
 * The top bar's "More" disclosure: shown by layout.css only where the bar is too narrow for every
 * link (861–1199 px), where the secondary links leave the bar for it. Its list is rendered only
 * while open, so no link is ever there twice for a screen reader. Escape or a click elsewhere
 * closes it; Escape gives focus back to its button.
 */
export function MoreLinks({ label, links }: { label: string; links: readonly NavItem[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    // A click elsewhere, or on one of its links (it navigates), closes it.
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element;
      const inside = rootRef.current?.contains(target);
      if (!inside || target.closest('.topnav__more-list a')) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onClick);
    };
  }, [open]);

  if (links.length === 0) return null;
  return (
    <div className="topnav__more" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="topnav__more-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {label}
      </button>
      {open && (
        <ul id={listId} className="topnav__more-list">
          {links.map(({ key, link }) => (
            <li key={key}>{link}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
