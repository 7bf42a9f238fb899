import { Fragment, useId, type ComponentType } from 'react';

import type { AdminRecord } from '../../lib/resource-api';
import type { ResourceApi } from '../../lib/resource-api';
import { MediaUploadField, type MediaUploadFieldProps } from './MediaUploadField';
import { uploadMessages } from './messages';
import { useMediaAttachment } from './use-media-attachment';

interface RecordMediaFieldProps<T extends AdminRecord, Body> extends Pick<
  MediaUploadFieldProps,
  'label' | 'kind' | 'accept' | 'attached' | 'previewUrl'
> {
  api: ResourceApi<T, Body>;
  recordId: number;
  /** The body field a PATCH sets ('video_file'). */
  field: Extract<keyof Body, string>;
}

/** A saved record's media field: uploads a file and attaches it by a PATCH, or removes it. */
export function RecordMediaField<T extends AdminRecord, Body>({
  api,
  recordId,
  field,
  ...shown
}: RecordMediaFieldProps<T, Body>) {
  const { attach, remove } = useMediaAttachment(api, recordId, field, {
    attached: uploadMessages.attachedToast(shown.label),
    removed: uploadMessages.removedToast(shown.label),
  });
  return (
    <MediaUploadField
      {...shown}
      target={`${api.name}/${recordId}/${field}`}
      attach={attach}
      remove={remove}
    />
  );
}

/** The file pickers' filters, by kind (the API checks the content whatever the name says). */
export const ACCEPT = {
  video: 'video/mp4,video/webm',
  pdf: 'application/pdf',
  image: 'image/png,image/jpeg,image/webp,image/gif,image/avif',
} as const;

/** One media field of a record's page, as a resource declares it. */
export interface RecordFileDef<T> {
  /** The body field a PATCH sets ('image', 'video_file'). */
  field: string;
  kind: keyof typeof ACCEPT;
  label: string;
  /** What is attached, said beside the picker; null for nothing. */
  attached: (record: T) => string | null;
  /** The attached file's address, for a preview (none for a lesson's private files). */
  previewUrl?: (record: T) => string | null;
  /** Shown after this field (a lesson's video transcode). */
  After?: ComponentType<{ record: T }>;
}

/** A public file of a record (an image, a trailer), previewed from its address. */
export const publicFile = <T,>(
  field: keyof T & string,
  kind: keyof typeof ACCEPT,
  label: string,
  attachedText: string,
): RecordFileDef<T> => ({
  field,
  kind,
  label,
  attached: (record) => (record[field] ? attachedText : null),
  previewUrl: (record) => record[field] as string | null,
});

/** A saved record's "Files" subsection: each declared media field, uploaded and attached. */
export function RecordFiles<T extends AdminRecord>({
  api,
  record,
  files,
}: {
  api: ResourceApi<T, never>;
  record: T;
  files: readonly RecordFileDef<T>[];
}) {
  const titleId = useId();
  const fieldApi = api as ResourceApi<T, Record<string, unknown>>;
  return (
    <section className="admin-subsection" aria-labelledby={titleId}>
      <h2 id={titleId}>{uploadMessages.filesTitle}</h2>
      <p>{uploadMessages.filesIntro}</p>
      {files.map(({ field, kind, label, attached, previewUrl, After }) => (
        <Fragment key={field}>
          <RecordMediaField
            api={fieldApi}
            recordId={record.id}
            field={field}
            kind={kind}
            accept={ACCEPT[kind]}
            label={label}
            attached={attached(record)}
            previewUrl={previewUrl?.(record)}
          />
          {After && <After record={record} />}
        </Fragment>
      ))}
    </section>
  );
}
