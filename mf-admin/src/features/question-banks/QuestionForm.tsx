import { useDocumentTitle, useNavigate } from '@academy/shared';
import { useState } from 'react';

import type { AdminQuestion, AdminQuestionBank } from '@academy/contract';
import { ResourceForm } from '../../components/resource-form/ResourceForm';
import { useResourceForm } from '../../components/resource-form/use-resource-form';
import { FormFields, type FormValues } from '../../components/resource-section/fields';
import { questionsApi, type BankKind } from './api';
import { questionsMessages as text } from './messages';
import { QuestionImageField } from './QuestionImageField';
import { QuestionPreview } from './QuestionPreview';
import { questionSchema } from './question-schema';
import {
  QUESTION_FIELDS,
  questionInput,
  questionValues,
  TYPE_ROWS,
  type QuestionType,
} from './question-values';
import { RowsEditor } from './RowsEditor';
import './question-form.css';

/**
 * The API's fields a message may name, shown beside them (each type's rows on their list, `img`
 * under the image); the form's own rules name the same, and `image`.
 */
const FIELDS = [...QUESTION_FIELDS.map((field) => field.name), 'img', 'answers'];

interface QuestionFormProps {
  kind: BankKind;
  bank: AdminQuestionBank;
  /** The question edited, or null for a new one at the end of the bank. */
  record: AdminQuestion | null;
}

/**
 * A question of a bank with its answers in the way of its type (options, pairs, an image's
 * regions, accepted values), and a preview of it as the learner sees it. The question's image is
 * uploaded here and saved with it; each answer's image URL is sent back so the API keeps it.
 */
export function QuestionForm({ kind, bank, record }: QuestionFormProps) {
  const navigate = useNavigate();
  const [previewing, setPreviewing] = useState(false);
  const title = record ? text.editTitle(bank.name) : text.createTitle(bank.name);
  useDocumentTitle(title);
  const form = useResourceForm({
    api: questionsApi,
    record,
    initialValues: questionValues(record),
    schema: questionSchema,
    toInput: (values) => questionInput(values, kind, bank.id),
    fields: FIELDS,
    savedMessage: (_, created) => (created ? text.created : text.saved),
    onSaved: () => navigate('..'),
  });
  const { values, errors, setValue } = form;
  const type = values.question_type as QuestionType;

  return (
    <div className="admin-question">
      <ResourceForm title={title} cancelTo=".." form={form}>
        <FormFields
          fields={QUESTION_FIELDS}
          values={values as unknown as FormValues}
          errors={errors}
          setValue={setValue}
        />
        <QuestionImageField
          questionId={record?.id ?? null}
          image={values.image}
          error={errors.image ?? errors.img}
          onChange={(image) => setValue('image', image)}
        />
        {TYPE_ROWS[type].map((list) => (
          <RowsEditor
            key={list.name}
            list={list}
            rows={values[list.name]}
            oneCorrect={type === 'OC'}
            errors={errors}
            onChange={(rows) => setValue(list.name, rows)}
          />
        ))}
        <p>
          <button
            type="button"
            className="admin-button admin-button--quiet"
            aria-expanded={previewing}
            onClick={() => setPreviewing((shown) => !shown)}
          >
            {previewing ? text.hidePreview : text.showPreview}
          </button>
        </p>
      </ResourceForm>
      {previewing && <QuestionPreview values={values} />}
    </div>
  );
}
