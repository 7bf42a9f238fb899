import { useDocumentTitle, useNavigate } from '@academy/shared';
import { useState } from 'react';

import { ResourceForm } from '../../components/resource-form/ResourceForm';
import { SelectField } from '../../components/resource-form/SelectField';
import { TextField } from '../../components/resource-form/TextField';
import { useRecordForm } from '../../components/resource-form/use-record-form';
import type { AdminQuestion, AdminQuestionBank, QuestionDomain } from '../../lib/admin-types';
import { messages } from '../../messages';
import { AnswersEditor } from './AnswersEditor';
import type { BankKind } from './banks-api';
import { QuestionPreview } from './QuestionPreview';
import { questionsApi } from './questions-api';
import { questionSchema } from './question-schema';
import { QUESTION_DOMAINS, questionInput, questionValues } from './question-values';
import './question-form.css';

const text = messages.questions;

/** The API's fields a message may name, shown beside them (`answers` on the answers' list). */
const FIELDS = ['text', 'question_type', 'domain', 'task', 'explanation', 'answers'];

const typeOptions = (['OC', 'MC'] as const).map((type) => ({
  value: type,
  label: text.types[type],
}));
const domainOptions = [
  { value: '', label: text.noDomain },
  ...QUESTION_DOMAINS.map((domain) => ({ value: domain, label: domain })),
];

interface QuestionFormProps {
  kind: BankKind;
  bank: AdminQuestionBank;
  /** The question edited, or null for a new one at the end of the bank. */
  record: AdminQuestion | null;
}

/**
 * A question of a bank with its answers, and a preview of it as the learner sees it. Images are
 * not edited here (the upload tool adds them): the question's image is shown and kept, and each
 * answer's image URL is sent back with it so the API keeps it.
 */
export function QuestionForm({ kind, bank, record }: QuestionFormProps) {
  const navigate = useNavigate();
  const [previewing, setPreviewing] = useState(false);
  const title = record ? text.editTitle(bank.name) : text.createTitle(bank.name);
  useDocumentTitle(title);
  const form = useRecordForm({
    api: questionsApi,
    record,
    initialValues: questionValues(record),
    schema: questionSchema,
    toInput: (values) => questionInput(values, kind, bank.id),
    fields: FIELDS,
    savedMessage: (_, created) => (created ? text.created : text.saved),
    onSaved: () => navigate('..'),
  });
  const { values, errors } = form;

  return (
    <div className="admin-question">
      <ResourceForm
        title={title}
        cancelTo=".."
        busy={form.busy}
        problems={form.general}
        onSubmit={(event) => void form.submit(event)}
        formRef={form.formRef}
      >
        <TextField
          label={text.text}
          name="text"
          multiline
          required
          value={values.text}
          error={errors.text}
          onChange={(value) => form.setValue('text', value)}
        />
        <SelectField
          label={text.questionType}
          name="question_type"
          value={values.question_type}
          options={typeOptions}
          error={errors.question_type}
          onChange={(value) => form.setValue('question_type', value === 'MC' ? 'MC' : 'OC')}
        />
        <SelectField
          label={text.domain}
          name="domain"
          value={values.domain}
          options={domainOptions}
          error={errors.domain}
          onChange={(value) => form.setValue('domain', value as QuestionDomain | '')}
        />
        <TextField
          label={text.task}
          name="task"
          hint={text.taskHint}
          value={values.task}
          error={errors.task}
          onChange={(value) => form.setValue('task', value)}
        />
        <TextField
          label={text.explanation}
          name="explanation"
          hint={text.explanationHint}
          multiline
          value={values.explanation}
          error={errors.explanation}
          onChange={(value) => form.setValue('explanation', value)}
        />
        <div className="admin-field">
          <span className="admin-field__label">{text.image}</span>
          {record?.img && (
            <img className="admin-question__image" src={record.img} alt={text.imageAlt} />
          )}
          <p className="admin-field__hint">{text.imageNote}</p>
        </div>
        <AnswersEditor
          values={values}
          errors={errors}
          onChange={(answers) => form.setValue('answers', answers)}
        />
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
      {previewing && <QuestionPreview values={values} image={record?.img ?? null} />}
    </div>
  );
}
