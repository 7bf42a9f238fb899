import { useCallback, useEffect, useRef, useState } from 'react';
import type { Upload } from 'tus-js-client';

import {
  createUpload,
  findUnfinishedUpload,
  forgetUnfinishedUpload,
  type UnfinishedUpload,
  type UploadKind,
  type UploadTarget,
} from './tus-upload';

export type UploadPhase = 'idle' | 'uploading' | 'paused' | 'attaching' | 'attached' | 'failed';

export interface ResumableUploadOptions {
  kind: UploadKind;
  target: UploadTarget;
  /** Gives the finished upload's id to its record (a PATCH); resolves to a refusal's text or null. */
  attach: (uploadId: string) => Promise<string | null>;
}

export interface ResumableUpload {
  phase: UploadPhase;
  filename: string;
  sent: number;
  total: number;
  /** Why the last upload or attachment failed. */
  error: string | null;
  /** An upload of this field a reload interrupted: choosing the same file again resumes it. */
  unfinished: UnfinishedUpload | null;
  start: (file: File) => Promise<void>;
  pause: () => Promise<void>;
  resume: () => void;
  /** Forgets the interrupted upload (its bytes expire on the server). */
  discardUnfinished: () => Promise<void>;
}

/**
 * One file at a time to one field, by tus: progress, pause and resume, retries after a dropped
 * connection (tus-js-client's retryDelays), and resumption after a reload (the upload's URL is
 * kept in localStorage under the file's fingerprint). Once every byte is stored, `attach` names
 * the upload in a PATCH of the record.
 */
export function useResumableUpload({
  kind,
  target,
  attach,
}: ResumableUploadOptions): ResumableUpload {
  const [phase, setPhase] = useState<UploadPhase>('idle');
  const [filename, setFilename] = useState('');
  const [progress, setProgress] = useState({ sent: 0, total: 0 });
  const [error, setError] = useState<string | null>(null);
  const [unfinished, setUnfinished] = useState<UnfinishedUpload | null>(null);
  const uploadRef = useRef<Upload | null>(null);
  const attachRef = useRef(attach);
  useEffect(() => {
    attachRef.current = attach;
  }, [attach]);

  useEffect(() => {
    let current = true;
    findUnfinishedUpload(target)
      .then((found) => current && setUnfinished(found))
      .catch((problem: unknown) => console.warn('[admin] no upload history', problem));
    return () => {
      current = false;
      // Leaving the page pauses the upload; its URL stays stored, so it can be resumed.
      void uploadRef.current?.abort();
      uploadRef.current = null;
    };
  }, [target]);

  const start = useCallback(
    async (file: File) => {
      void uploadRef.current?.abort();
      setFilename(file.name);
      setError(null);
      setProgress({ sent: 0, total: file.size });
      setPhase('uploading');
      const upload = createUpload(file, kind, target, {
        onProgress: (sent, total) => setProgress({ sent, total }),
        onError: (message) => {
          setError(message);
          setPhase('failed');
        },
        onSuccess: (uploadId) => {
          setPhase('attaching');
          setUnfinished(null);
          attachRef.current(uploadId).then(
            (refusal) => {
              setError(refusal);
              setPhase(refusal ? 'failed' : 'attached');
            },
            (problem: unknown) => {
              console.error('[admin] attaching an upload failed', problem);
              setError(String(problem));
              setPhase('failed');
            },
          );
        },
      });
      uploadRef.current = upload;
      const previous = await upload.findPreviousUploads();
      if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
      if (uploadRef.current === upload) upload.start();
    },
    [kind, target],
  );

  const pause = useCallback(async () => {
    await uploadRef.current?.abort();
    setPhase('paused');
  }, []);

  const resume = useCallback(() => {
    if (!uploadRef.current) return;
    setPhase('uploading');
    uploadRef.current.start();
  }, []);

  const discardUnfinished = useCallback(async () => {
    if (unfinished) await forgetUnfinishedUpload(unfinished.urlStorageKey);
    setUnfinished(null);
  }, [unfinished]);

  return {
    phase,
    filename,
    sent: progress.sent,
    total: progress.total,
    error,
    unfinished,
    start,
    pause,
    resume,
    discardUnfinished,
  };
}
