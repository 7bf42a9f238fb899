-- Content in Arabic beside the English (docs/design/languages.md#content-in-arabic): written by the
-- academy in the back-office or its content folder; null (or blank) means "show the English".
ALTER TABLE courses ADD COLUMN name_ar text, ADD COLUMN description_ar text;
ALTER TABLE lessons ADD COLUMN name_ar text;
ALTER TABLE blogs ADD COLUMN title_ar text, ADD COLUMN content_ar text;
ALTER TABLE questions ADD COLUMN text_ar text, ADD COLUMN explanation_ar text;
ALTER TABLE answers ADD COLUMN text_ar text;
