-- A course's introduction lines (shown before an exam) in Arabic beside the English
-- (docs/design/languages.md#content-in-arabic): null (or blank) shows the English.
ALTER TABLE courses ADD COLUMN introduction_1_ar text, ADD COLUMN introduction_2_ar text,
  ADD COLUMN introduction_3_ar text, ADD COLUMN introduction_4_ar text;
