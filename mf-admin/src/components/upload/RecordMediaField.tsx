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
