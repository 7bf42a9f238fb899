import { useEffect, useRef } from 'react';

export interface ExamShortcuts {
  next?: () => void;
  previous?: () => void;
  flag?: () => void;
  review?: () => void;
}

/**
 * Alt+N, Alt+P, Alt+F, Alt+R: next, previous, flag, review (listed on the screen, ShortcutList).
 * Alt with a letter, not a bare letter, so screen readers' single-key navigation keeps working;
 * read by the key's place (event.code), so an Arabic keyboard layout works the same.
 */
export function useExamShortcuts(shortcuts: ExamShortcuts): void {
  const latest = useRef(shortcuts);
  useEffect(() => {
    latest.current = shortcuts;
  });
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      const action = {
        KeyN: latest.current.next,
        KeyP: latest.current.previous,
        KeyF: latest.current.flag,
        KeyR: latest.current.review,
      }[event.code];
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
