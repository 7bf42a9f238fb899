import { useDocumentTitle, useNavigate } from '@academy/shared';
import { useState } from 'react';

import { ResourceForm } from '../../components/resource-form/ResourceForm';
import { SelectField } from '../../components/resource-form/SelectField';
import { TextField } from '../../components/resource-form/TextField';
import { useResourceForm } from '../../components/resource-form/use-resource-form';
import type { AdminQuestion, AdminQuestionBank, QuestionDomain } from '@academy/contract';
import { AnswersEditor } from './AnswersEditor';
import type { BankKind } from './banks-api';
import { questionsMessages } from './messages';
import { QuestionPreview } from './QuestionPreview';
import { questionsApi } from './questions-api';
import { questionSchema } from './question-schema';
import { AcceptedEditor } from './AcceptedEditor';
import { PairsEditor } from './PairsEditor';
import { QuestionImageField } from './QuestionImageField';
import {
  QUESTION_DOMAINS,
  QUESTION_TYPES,
  questionInput,
  questionValues,
  type QuestionType,
} from './question-values';
import { RegionsEditor } from './RegionsEditor';
import './question-form.css';

const text = questionsMessages;

/**
 * The API's fields a message may name, shown beside them (each type's rows on their list, `img`
 * under the image); the form's own rules name the same, and `image`.
 */
const FIELDS = [
  'text',
  'question_type',
  'choose',
  'domain',
  'task',
  'explanation',
  'text_ar',
  'explanation_ar',
  'img',
  'answers',
];

const typeOptions = QUESTION_TYPES.map((type) => ({ value: type, label: text.types[type] }));
const isQuestionType = (value: string): value is QuestionType =>
  (QUESTION_TYPES as readonly string[]).includes(value);
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
  const { values, errors } = form;

  return (
    <div className="admin-question">
      <ResourceForm title={title} cancelTo=".." form={form}>
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
          onChange={(value) => {
            if (isQuestionType(value)) form.setValue('question_type', value);
          }}
        />
        {values.question_type === 'MC' && (
          <TextField
            label={text.choose}
            name="choose"
            hint={text.chooseHint}
            inputMode="numeric"
            value={values.choose}
            error={errors.choose}
            onChange={(value) => form.setValue('choose', value)}
          />
        )}
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
        <TextField
          label={text.textAr}
          name="text_ar"
          lang="ar"
          multiline
          value={values.text_ar}
          error={errors.text_ar}
          onChange={(value) => form.setValue('text_ar', value)}
        />
        <TextField
          label={text.explanationAr}
          name="explanation_ar"
          lang="ar"
          multiline
          value={values.explanation_ar}
          error={errors.explanation_ar}
          onChange={(value) => form.setValue('explanation_ar', value)}
        />
        <QuestionImageField
          questionId={record?.id ?? null}
          image={values.image}
          error={errors.image ?? errors.img}
          onChange={(image) => form.setValue('image', image)}
        />
        {(values.question_type === 'OC' || values.question_type === 'MC') && (
          <AnswersEditor
            values={values}
            errors={errors}
            onChange={(answers) => form.setValue('answers', answers)}
          />
        )}
        {values.question_type === 'MATCH' && (
          <PairsEditor
            pairs={values.pairs}
            extras={values.extras}
            errors={errors}
            onPairs={(pairs) => form.setValue('pairs', pairs)}
            onExtras={(extras) => form.setValue('extras', extras)}
          />
        )}
        {values.question_type === 'HOTSPOT' && (
          <RegionsEditor
            regions={values.regions}
            errors={errors}
            onChange={(regions) => form.setValue('regions', regions)}
          />
        )}
        {values.question_type === 'FILL' && (
          <AcceptedEditor
            accepted={values.accepted}
            errors={errors}
            onChange={(accepted) => form.setValue('accepted', accepted)}
          />
        )}
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
