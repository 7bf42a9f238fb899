// The bilingual exam (docs/design/languages.md#bilingual-exam): English and Arabic side by side, in
// practice and exam modes. The learner's choice is kept in this browser.
import { create } from 'zustand';

export const BILINGUAL_STORAGE_KEY = 'ExamBilingual';

function readChoice(): boolean {
  try {
    return window.localStorage.getItem(BILINGUAL_STORAGE_KEY) === 'on';
  } catch {
    return false;
  }
}

interface BilingualState {
  on: boolean;
  set: (on: boolean) => void;
}

export const useBilingual = create<BilingualState>()((set) => ({
  on: readChoice(),
  set(on) {
    try {
      window.localStorage.setItem(BILINGUAL_STORAGE_KEY, on ? 'on' : 'off');
    } catch {
      // Kept for this page only when storage is blocked.
    }
    set({ on });
  },
}));
