import { type ExamPreferences, type ExamPreferencesBody } from '@academy/contract';
import { DEFAULT_EXAM_PREFERENCES } from '@academy/contract/rules';
import type { Queryable } from '../../db/db';

/** The learner's display settings in the exam player; the defaults until they change one. */
export async function readPreferences(db: Queryable, userId: number): Promise<ExamPreferences> {
  const { rows } = await db.query<ExamPreferences>(
    'SELECT font_size, contrast, arabic_aid FROM exam_preferences WHERE user_id = $1',
    [userId],
  );
  return rows[0] ?? DEFAULT_EXAM_PREFERENCES;
}

/** Changes the settings given, keeps the others (one upsert: two devices never lose a field). */
export async function savePreferences(
  db: Queryable,
  userId: number,
  body: ExamPreferencesBody,
  now: Date,
): Promise<ExamPreferences> {
  const { rows } = await db.query<ExamPreferences>(
    `INSERT INTO exam_preferences (user_id, font_size, contrast, arabic_aid, updated_at)
     VALUES ($1, coalesce($2, $5), coalesce($3, $6), coalesce($4, $7), $8)
     ON CONFLICT (user_id) DO UPDATE SET
       font_size = coalesce($2, exam_preferences.font_size),
       contrast = coalesce($3, exam_preferences.contrast),
       arabic_aid = coalesce($4, exam_preferences.arabic_aid),
       updated_at = $8
     RETURNING font_size, contrast, arabic_aid`,
    [
      userId,
      body.font_size ?? null,
      body.contrast ?? null,
      body.arabic_aid ?? null,
      DEFAULT_EXAM_PREFERENCES.font_size,
      DEFAULT_EXAM_PREFERENCES.contrast,
      DEFAULT_EXAM_PREFERENCES.arabic_aid,
      now,
    ],
  );
  return rows[0] as ExamPreferences;
}
