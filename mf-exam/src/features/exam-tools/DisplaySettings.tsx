import { ARABIC_AIDS, EXAM_CONTRASTS, EXAM_FONT_SIZES } from '@academy/contract/rules';

import { useExamToolsMessages } from './messages';
import { useExamPreferences } from './use-exam-preferences';

/** Font size, contrast and the kind of Arabic aid: kept for the learner on the server. */
export function DisplaySettings() {
  const messages = useExamToolsMessages();
  const { preferences, change, failed } = useExamPreferences();
  return (
    <div className="exam-display-settings">
      <fieldset>
        <legend>{messages.fontSize}</legend>
        {EXAM_FONT_SIZES.map((size) => (
          <label key={size}>
            <input
              type="radio"
              name="exam-font-size"
              checked={preferences.font_size === size}
              onChange={() => void change({ font_size: size })}
            />
            {messages.fontSizes[size]}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{messages.contrast}</legend>
        {EXAM_CONTRASTS.map((contrast) => (
          <label key={contrast}>
            <input
              type="radio"
              name="exam-contrast"
              checked={preferences.contrast === contrast}
              onChange={() => void change({ contrast })}
            />
            {messages.contrasts[contrast]}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>{messages.arabicAid}</legend>
        {ARABIC_AIDS.map((aid) => (
          <label key={aid}>
            <input
              type="radio"
              name="exam-arabic-aid"
              checked={preferences.arabic_aid === aid}
              onChange={() => void change({ arabic_aid: aid })}
            />
            {messages.arabicAids[aid]}
          </label>
        ))}
      </fieldset>
      <p role="alert" className="exam-display-settings__alert">
        {failed ? messages.settingsSaveFailed : ''}
      </p>
    </div>
  );
}
