import { useId, useState, type ChangeEvent } from 'react';

import { uploadMessages } from './messages';
import type { UploadKind, UploadTarget } from './tus-upload';
import { useResumableUpload } from './use-resumable-upload';
import './upload.css';

export interface MediaUploadFieldProps {
  /** The field's name on screen ('Video'). */
  label: string;
  kind: UploadKind;
  /** The file picker's filter ('video/mp4,video/webm'); the API checks the content anyway. */
  accept: string;
  /** Where the file goes ('lessons/12/video_file'): see UploadTarget. */
  target: UploadTarget;
  /** What is attached now (a stored name, 'Video attached'), or null. */
  attached: string | null;
  /** A public file's address (an image), to open it. */
  previewUrl?: string | null;
  attach: (uploadId: string) => Promise<string | null>;
  remove: () => Promise<string | null>;
  /** Hears the file chosen (a form shows it before it is saved). */
  onFileChosen?: (file: File) => void;
}

const percentOf = (sent: number, total: number) =>
  total > 0 ? Math.floor((sent / total) * 100) : 0;

/**
 * A record's media field: what is attached (with Remove), and a file picker that uploads the
 * chosen file resumably (progress, Pause / Resume, retries) and attaches it once stored. Its
 * phases are said in a live region; a refusal is shown on the field, in the API's words.
 */
export function MediaUploadField({
  label,
  kind,
  accept,
  target,
  attached,
  previewUrl,
  attach,
  remove,
  onFileChosen,
}: MediaUploadFieldProps) {
  const text = uploadMessages;
  const id = useId();
  const [removing, setRemoving] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);
  // A new key empties the file input once its file is handled.
  const [inputKey, setInputKey] = useState(0);
  const upload = useResumableUpload({ kind, target, attach });
  const { phase } = upload;
  const moving = phase === 'uploading' || phase === 'paused';
  const error = upload.error ?? removeError;
  const errorId = `${id}-error`;
  const percent = percentOf(upload.sent, upload.total);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setRemoveError(null);
    setInputKey((key) => key + 1);
    onFileChosen?.(file);
    void upload.start(file);
  }

  async function removeAttached() {
    setRemoving(true);
    setRemoveError(await remove());
    setRemoving(false);
  }

  let status = '';
  if (phase === 'uploading') status = text.uploading(upload.filename);
  else if (phase === 'paused') status = text.paused(upload.filename);
  else if (phase === 'attaching') status = text.attaching(upload.filename);
  else if (phase === 'attached') status = text.attachedNow(upload.filename);

  return (
    <fieldset className="admin-upload" aria-describedby={error ? errorId : undefined}>
      <legend>{label}</legend>
      <div className="admin-upload__current">
        <p>{attached ?? text.nothing}</p>
        {previewUrl && (
          <a href={previewUrl} target="_blank" rel="noreferrer">
            {text.preview(label)}
          </a>
        )}
        {attached && (
          <button
            type="button"
            className="admin-button admin-button--quiet"
            disabled={removing || moving}
            onClick={() => void removeAttached()}
          >
            {removing ? text.removing : text.remove(label)}
          </button>
        )}
      </div>
      {upload.unfinished && !moving && (
        <div className="admin-upload__unfinished">
          <p>{text.unfinished(upload.unfinished.filename)}</p>
          <button
            type="button"
            className="admin-button admin-button--quiet"
            onClick={() => void upload.discardUnfinished()}
          >
            {text.discardUnfinished}
          </button>
        </div>
      )}
      <div className="admin-field">
        <label htmlFor={`${id}-file`}>{attached ? text.replace(label) : text.choose(label)}</label>
        <input
          key={inputKey}
          id={`${id}-file`}
          type="file"
          accept={accept}
          disabled={moving || phase === 'attaching'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={choose}
        />
      </div>
      {moving && (
        <div className="admin-upload__progress">
          <label htmlFor={`${id}-progress`}>{text.progressLabel(upload.filename)}</label>
          <progress id={`${id}-progress`} max={100} value={percent}>
            {percent}%
          </progress>
          <span aria-hidden="true">{percent}%</span>
          {phase === 'uploading' ? (
            <button
              type="button"
              className="admin-button admin-button--quiet"
              onClick={() => void upload.pause()}
            >
              {text.pause}
            </button>
          ) : (
            <button type="button" className="admin-button" onClick={upload.resume}>
              {text.resume}
            </button>
          )}
        </div>
      )}
      <p className="admin-upload__status" role="status">
        {status}
      </p>
      {error && (
        <p id={errorId} className="admin-field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
