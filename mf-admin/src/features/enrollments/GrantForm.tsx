import { useDocumentTitle, useLocation, useNavigate } from '@academy/shared';

import { SelectField } from '../../components/resource-form/SelectField';
import { ResourceForm } from '../../components/resource-form/ResourceForm';
import { TextField } from '../../components/resource-form/TextField';
import { useResourceForm } from '../../components/resource-form/use-resource-form';
import { useCourseOptions } from '../../lib/record-options';
import { enrollmentsApi } from './api';
import { LearnerPicker } from './LearnerPicker';
import { enrollmentsMessages } from './messages';
import { grantSchema } from './schema';
import './enrollments.css';

const text = enrollmentsMessages;

/**
 * /Admin/enrollments/new: a course opened for a learner without payment, with the reason. A
 * learner's page links here with ?user=<id>, the learner already chosen.
 */
export function GrantForm() {
  useDocumentTitle(text.grantTitle);
  const navigate = useNavigate();
  const location = useLocation();
  const preset = new URLSearchParams(location.search).get('user') ?? '';
  const courses = useCourseOptions();
  const form = useResourceForm({
    api: enrollmentsApi,
    record: null,
    initialValues: { user: /^[1-9]\d*$/.test(preset) ? preset : '', course: '', note: '' },
    schema: grantSchema,
    savedMessage: (saved) => text.grantedToast(saved.course.name, saved.user.email),
    onSaved: () => navigate('..'),
  });
  return (
    <ResourceForm title={text.grantTitle} cancelTo=".." form={form}>
      <p>{text.grantIntro}</p>
      <LearnerPicker
        value={form.values.user}
        onChange={(id) => form.setValue('user', id)}
        error={form.errors.user}
      />
      <SelectField
        label={text.course}
        name="course"
        required
        value={form.values.course}
        onChange={(value) => form.setValue('course', value)}
        emptyOption={text.chooseCourse}
        options={courses.options}
        error={form.errors.course}
      />
      <TextField
        label={text.note}
        name="note"
        required
        multiline
        hint={text.noteHint}
        value={form.values.note}
        onChange={(value) => form.setValue('note', value)}
        error={form.errors.note}
      />
    </ResourceForm>
  );
}
