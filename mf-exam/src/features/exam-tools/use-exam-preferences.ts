import { type ExamPreferences, type ExamPreferencesBody } from '@academy/contract';
import { DEFAULT_EXAM_PREFERENCES } from '@academy/contract/rules';
import { useQuery, useQueryClient } from '@academy/shared';
import { useState } from 'react';

import { preferencesQuery, savePreferences } from './api';

/**
 * The learner's display settings in the exam player (kept on the server, the same on every
 * device): shown at once, saved behind; a save that fails puts the saved ones back and says so.
 */
export function useExamPreferences() {
  const client = useQueryClient();
  const query = useQuery(preferencesQuery());
  const [failed, setFailed] = useState(false);
  const preferences: ExamPreferences = query.data ?? DEFAULT_EXAM_PREFERENCES;
  const change = async (patch: ExamPreferencesBody) => {
    const key = preferencesQuery().queryKey;
    const before = client.getQueryData(key) ?? DEFAULT_EXAM_PREFERENCES;
    client.setQueryData(key, { ...before, ...patch });
    setFailed(false);
    try {
      client.setQueryData(key, await savePreferences(patch));
    } catch {
      client.setQueryData(key, before);
      setFailed(true);
    }
  };
  return { preferences, change, failed };
}

/** The player's classes for a font size and a contrast (attempt.css scales from them). */
export function preferenceClasses(preferences: ExamPreferences): string {
  return [
    `exam-font--${preferences.font_size}`,
    preferences.contrast === 'high' ? 'exam-contrast--high' : '',
  ]
    .filter(Boolean)
    .join(' ');
}
