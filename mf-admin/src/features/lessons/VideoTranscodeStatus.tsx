import type { LessonTranscode } from '@academy/contract';
import { useMutation, useQuery, useQueryClient } from '@academy/shared';

import { serverProblemText } from '../../lib/server-problems';
import { lessonsMessages } from './messages';
import { fetchTranscode, retryTranscode, transcodeUnderWay } from './transcode-api';

const text = lessonsMessages.transcode;

/** ffmpeg's words, to go inside a sentence. */
const clause = (reason: string) => reason.trim().replace(/\.$/, '');

/** What the status line says of the transcode. */
function sentence(state: LessonTranscode): string {
  switch (state.status) {
    case 'none':
      return text.none;
    case 'queued':
      return state.reason ? text.queuedAgain(clause(state.reason)) : text.queued;
    case 'running':
      return text.running;
    case 'ready':
      return text.ready(state.renditions.join(', '));
    case 'failed':
      return text.failed(clause(state.reason ?? text.noReason));
  }
}

/**
 * The lesson video's HLS transcode (docs/design/media.md#transcoding): queued, running with its
 * percent, ready with its renditions, or failed with ffmpeg's reason and a button to try again.
 * Asked again every 2 s while it is under way. Learners get the MP4 until it is ready.
 */
export function VideoTranscodeStatus({
  lessonId,
  videoFile,
}: {
  lessonId: number;
  videoFile: string | null;
}) {
  const queryClient = useQueryClient();
  // The stored file is part of the key: a new video is a new transcode.
  const key = ['admin', 'lessons', lessonId, 'transcode', videoFile] as const;
  const state = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchTranscode(lessonId, signal),
    enabled: videoFile !== null,
    refetchInterval: (query) => (transcodeUnderWay(query.state.data) ? 2000 : false),
  });
  const retry = useMutation({
    mutationFn: () => retryTranscode(lessonId),
    onSuccess: (queued) => queryClient.setQueryData(key, queued),
  });
  if (videoFile === null) return null;
  const shown = state.data;
  const canRetry = shown?.status === 'failed' || shown?.status === 'none';
  return (
    <section className="admin-transcode" aria-labelledby="admin-transcode-title">
      <h3 id="admin-transcode-title">{text.title}</h3>
      <p role="status">
        {shown ? sentence(shown) : state.isError ? text.loadFailed : text.loading}
      </p>
      {shown?.status === 'running' && (
        <p className="admin-transcode__progress">
          <progress max={100} value={shown.percent} aria-label={text.progressLabel}>
            {text.percent(shown.percent)}
          </progress>
          <span aria-hidden="true">{text.percent(shown.percent)}</span>
        </p>
      )}
      {canRetry && (
        <button
          type="button"
          className="admin-button"
          disabled={retry.isPending}
          onClick={() => retry.mutate()}
        >
          {shown.status === 'failed' ? text.retry : text.start}
        </button>
      )}
      {retry.isError && (
        <p role="alert" className="admin-field__error">
          {serverProblemText(retry.error, text.retryFailed)}
        </p>
      )}
    </section>
  );
}
