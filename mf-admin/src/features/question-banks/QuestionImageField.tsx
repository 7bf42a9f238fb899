import { useRef } from 'react';

import { MediaUploadField } from '../../components/upload/MediaUploadField';
import { ACCEPT } from '../../components/upload/RecordMediaField';
import { questionsMessages } from './messages';
import type { ImageValues } from './question-values';

const text = questionsMessages;

interface QuestionImageFieldProps {
  /** The question's id, or null for a new one (names the upload, to resume it after a reload). */
  questionId: number | null;
  image: ImageValues;
  onChange: (image: ImageValues) => void;
  /** The broken rule's message (a hotspot without an image), the form's or the API's. */
  error?: string;
}

/** The chosen file as a data: URL, for the preview (read while it uploads). */
function readAsDataUrl(file: File): Promise<string | null> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : null);
    reader.onerror = () => resolve(null);
    reader.readAsDataURL(file);
  });
}

/**
 * The question's image, uploaded resumably like every back-office file but saved with the
 * question: the finished upload's id goes in the form, and Save attaches it (a hotspot's image and
 * regions are checked together). The chosen file is shown at once: the preview draws on it.
 */
export function QuestionImageField({
  questionId,
  image,
  onChange,
  error,
}: QuestionImageFieldProps) {
  const chosen = useRef<Promise<string | null>>(Promise.resolve(null));
  return (
    <div className="admin-question__image-field">
      <MediaUploadField
        label={text.image}
        kind="image"
        accept={ACCEPT.image}
        target={`questions/${questionId ?? 'new'}/img`}
        attached={image.url || image.upload ? text.imageAttached : null}
        previewUrl={image.upload ? null : image.url}
        onFileChosen={(file) => {
          chosen.current = readAsDataUrl(file);
        }}
        attach={async (uploadId) => {
          onChange({ url: await chosen.current, upload: uploadId });
          return null;
        }}
        remove={async () => {
          onChange({ url: null, upload: null });
          return null;
        }}
      />
      <p className="admin-field__hint">{text.imageNote}</p>
      {error && (
        <p className="admin-field__error" data-focus-on-error tabIndex={-1}>
          {error}
        </p>
      )}
    </div>
  );
}
