-- Question types (docs/design/exam-attempts.md#question-types): beside OC and MC, MATCH (pairs),
-- HOTSPOT (a region of the question's image) and FILL (a typed answer). Every type keeps its rows
-- in `answers`:
--   MATCH    an item is a `left` row whose `match_id` is the `right` row it pairs with; a right
--            row no item names is a distractor;
--   HOTSPOT  a row per region (`region` a rectangle in percent of the image; `text` its label);
--   FILL     a row per accepted value (`is_correct` true).
ALTER TABLE questions DROP CONSTRAINT IF EXISTS questions_question_type_check;
ALTER TABLE questions ADD CONSTRAINT questions_question_type_check
  CHECK (question_type IN ('OC', 'MC', 'MATCH', 'HOTSPOT', 'FILL'));

ALTER TABLE answers ADD COLUMN side text CONSTRAINT answers_side_check CHECK (side IN ('left', 'right'));
ALTER TABLE answers ADD COLUMN match_id integer REFERENCES answers (id) ON DELETE SET NULL;
ALTER TABLE answers ADD COLUMN region jsonb;
