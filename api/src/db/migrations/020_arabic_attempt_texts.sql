-- What the API writes for an attempt (a mock's or a drill's title, the notice of a smaller mock)
-- in Arabic beside the English; each answer gives the request's language
-- (docs/design/languages.md#texts-the-api-writes). Null: the English (a bank's own name).
ALTER TABLE attempts ADD COLUMN title_ar text, ADD COLUMN notice_ar text;
