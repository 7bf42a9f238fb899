// The shell's page frame (top bar, footer) steps aside while a remote asks for the whole window:
// an exam-mode attempt (docs/design/exam-attempts.md#focused-player). Module Federation shares
// @academy/shared as a singleton, so the remote's request and the shell's frame meet here.
import { useEffect } from 'react';
import { create } from 'zustand';

const useFocusedStore = create<{ requests: number }>(() => ({ requests: 0 }));

/** While `on` and mounted, the shell shows the page alone: no top bar, no footer. */
export function useFocusedLayout(on: boolean): void {
  useEffect(() => {
    if (!on) return;
    useFocusedStore.setState((state) => ({ requests: state.requests + 1 }));
    return () => useFocusedStore.setState((state) => ({ requests: state.requests - 1 }));
  }, [on]);
}

/** Whether some page asks for the whole window now (the shell's frame reads it). */
export const useIsFocusedLayout = (): boolean => useFocusedStore((state) => state.requests > 0);
