import { DISCRIMINATION_GROUP_SHARE, MIN_ANSWERS_TO_FLAG } from '@academy/contract';

/**
 * The statistics of one question `q`, computed in SQL as a LATERAL subquery: one row per question,
 * reading only that question's answers (attempt_responses_question_idx), so a bank costs what its
 * own answers cost, however many attempts the academy holds. It reads `since` (a timestamp, or
 * null) from the row `params` (QUERY_PARAMS).
 *
 *   firsts  each learner's first submitted answer to the question, with the attempt's score and
 *           the grade it got at submit (attempt_questions.is_correct, from the attempt's snapshot).
 *           Blank answers ([], "", {}) are not answers.
 *   ranked  the learners by attempt score, best first (ties broken by user id): the upper group is
 *           the first 27 %, the lower the last 27 %; they never share a learner.
 *   tally   answered, correct, and the correct answers in the upper and lower 27 %.
 *   wrong   the wrong answer given most: a picked id (OC, HOTSPOT), an option of a wrong MC answer
 *           that its snapshot's key does not list, or a FILL text trimmed and in lower case; a
 *           MATCH answer (an object) gives none.
 */
/** The list's own parameter as a row the statistics read: `$1` is `since`. */
export const QUERY_PARAMS = 'CROSS JOIN (SELECT $1::timestamptz AS since) params';

export const QUESTION_STATS_LATERAL = `LEFT JOIN LATERAL (
  WITH firsts AS (
    SELECT DISTINCT ON (a.user_id) a.user_id, a.id AS attempt_id, a.score, aq.is_correct, r.answer
    FROM attempt_responses r
    JOIN attempts a ON a.id = r.attempt_id
    JOIN attempt_questions aq ON aq.attempt_id = r.attempt_id AND aq.question_id = r.question_id
    WHERE r.question_id = q.id AND r.answer IS NOT NULL
      AND r.answer NOT IN ('[]'::jsonb, '""'::jsonb, '{}'::jsonb)
      AND a.status = 'submitted'
      AND (params.since IS NULL OR a.submitted_at >= params.since)
    ORDER BY a.user_id, a.submitted_at, a.id
  ),
  ranked AS (
    SELECT f.is_correct,
      row_number() OVER (ORDER BY f.score DESC, f.user_id) AS place,
      count(*) OVER () AS learners,
      round(${DISCRIMINATION_GROUP_SHARE} * count(*) OVER ())::int AS group_size
    FROM firsts f
  ),
  tally AS (
    SELECT count(*)::int AS answered,
      count(*) FILTER (WHERE is_correct)::int AS correct,
      coalesce(max(group_size), 0)::int AS group_size,
      count(*) FILTER (WHERE is_correct AND place <= group_size)::int AS upper_correct,
      count(*) FILTER (WHERE is_correct AND place > learners - group_size)::int AS lower_correct
    FROM ranked
  ),
  wrong AS (
    SELECT p.picked, count(*)::int AS times
    FROM firsts f
    CROSS JOIN LATERAL (
      SELECT f.answer AS picked WHERE jsonb_typeof(f.answer) = 'number'
      UNION ALL
      SELECT to_jsonb(lower(regexp_replace(f.answer #>> '{}', '^\\s+|\\s+$', '', 'g')))
      WHERE jsonb_typeof(f.answer) = 'string' AND btrim(f.answer #>> '{}') <> ''
      UNION ALL
      SELECT e.value
      FROM jsonb_array_elements(
        CASE WHEN jsonb_typeof(f.answer) = 'array' THEN f.answer ELSE '[]'::jsonb END
      ) e
      WHERE NOT EXISTS (
        SELECT 1 FROM attempt_questions k, jsonb_array_elements(k.snapshot -> 'answers') ka
        WHERE k.attempt_id = f.attempt_id AND k.question_id = q.id
          AND ka -> 'id' = e.value AND ka -> 'is_correct' = 'true'::jsonb
      )
    ) p
    WHERE NOT coalesce(f.is_correct, false)
    GROUP BY p.picked
    ORDER BY times DESC, p.picked
    LIMIT 1
  )
  SELECT tally.answered, tally.correct, tally.group_size, tally.upper_correct, tally.lower_correct,
    CASE WHEN tally.answered >= ${MIN_ANSWERS_TO_FLAG}
      THEN (tally.upper_correct - tally.lower_correct)::float8 / tally.group_size
    END AS discrimination,
    wrong.picked AS wrong_answer, wrong.times AS wrong_count,
    CASE jsonb_typeof(wrong.picked)
      WHEN 'string' THEN wrong.picked #>> '{}'
      -- The answer's text now, or (its id gone with an edit of the answers) as a learner saw it.
      WHEN 'number' THEN coalesce(
        (SELECT c.text FROM answers c WHERE c.question_id = q.id AND to_jsonb(c.id) = wrong.picked),
        (SELECT ka ->> 'text' FROM attempt_questions k, jsonb_array_elements(k.snapshot -> 'answers') ka
         WHERE k.question_id = q.id AND ka -> 'id' = wrong.picked ORDER BY k.attempt_id LIMIT 1)
      )
    END AS wrong_text
  FROM tally LEFT JOIN wrong ON true
) s ON true`;

/** How many learners reported the question and wait for an answer. */
export const OPEN_REPORTS_LATERAL = `LEFT JOIN LATERAL (
  SELECT count(*)::int AS open_reports FROM question_reports qr
  WHERE qr.question_id = q.id AND qr.status = 'open'
) rep ON true`;
