import { useDocumentTitle, useNavigate } from '@academy/shared';

import { ResourceForm } from '../../components/resource-form/ResourceForm';
import { TextField } from '../../components/resource-form/TextField';
import { useResourceForm } from '../../components/resource-form/use-resource-form';
import type { AdminBlog } from '@academy/contract';
import { blogsApi, blogValues, emptyBlog, type BlogValues } from './api';
import { blogsMessages } from './messages';
import { blogSchema } from './schema';

const text = blogsMessages;

/** A new post (then its page opens, for its files) or a post's changes (then the list). */
export function BlogForm({ record }: { record: AdminBlog | null }) {
  const navigate = useNavigate();
  const title = record ? text.editTitle(record.title) : text.createTitle;
  useDocumentTitle(title);
  const form = useResourceForm({
    api: blogsApi,
    record,
    initialValues: record ? blogValues(record) : emptyBlog,
    schema: blogSchema,
    savedMessage: (saved, created) =>
      created ? text.created(saved.title) : text.saved(saved.title),
    onSaved: (saved) => navigate(record ? '..' : `../${saved.id}`, { replace: !record }),
  });
  const field = (name: keyof BlogValues) => ({
    name,
    value: form.values[name],
    error: form.errors[name],
    onChange: (value: string) => form.setValue(name, value),
  });
  return (
    <ResourceForm
      title={title}
      cancelTo=".."
      busy={form.busy}
      problems={form.general}
      onSubmit={(event) => void form.submit(event)}
      formRef={form.formRef}
    >
      <TextField label={text.titleField} required {...field('title')} />
      <TextField label={text.content} multiline {...field('content')} />
      <TextField label={text.titleAr} lang="ar" {...field('title_ar')} />
      <TextField label={text.contentAr} lang="ar" multiline {...field('content_ar')} />
      <TextField label={text.author} hint={text.authorHint} {...field('author_name')} />
      <TextField
        label={text.datePosted}
        hint={text.datePostedHint}
        type="datetime-local"
        {...field('date_posted')}
      />
    </ResourceForm>
  );
}
