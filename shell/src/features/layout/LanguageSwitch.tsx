import { isLanguage, setLanguage } from '@academy/shared';
import { useState } from 'react';

import { useShellMessages } from '../../messages';

/**
 * English / العربية in the top bar (docs/design/languages.md#switch-and-direction): one button that
 * names the other language in its own words and script. The page switches once that language's copy
 * has arrived (a small chunk), every remote at once; the choice is kept in localStorage (`Lang`).
 */
export function LanguageSwitch({ onSwitched }: { onSwitched?: () => void }) {
  const { language } = useShellMessages();
  const [switching, setSwitching] = useState(false);
  const target = language.switchToLang;

  const onClick = async () => {
    if (switching || !isLanguage(target)) return;
    setSwitching(true);
    try {
      await setLanguage(target);
      onSwitched?.();
    } catch {
      // Its copy could not be fetched (offline): the page stays in the current language.
    } finally {
      setSwitching(false);
    }
  };

  return (
    <div role="group" aria-label={language.label} className="topnav__language">
      <button
        type="button"
        className="topnav__language-button"
        lang={target}
        aria-busy={switching}
        onClick={() => void onClick()}
      >
        {language.switchTo}
      </button>
    </div>
  );
}
