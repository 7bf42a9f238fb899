// The HLS transcode of a lesson's video: /api/admin/lessons/{id}/transcode/
// (docs/design/media.md#transcoding).
import type { LessonTranscode } from '@academy/contract';
import { apiClient, expectObject, type Shape } from '@academy/shared';

const transcodeShape: Shape<LessonTranscode> = {
  status: 'string',
  percent: 'number',
  reason: 'string?',
  attempts: 'number',
  renditions: 'array',
};

const url = (lessonId: number) => `/admin/lessons/${lessonId}/transcode/`;

export async function fetchTranscode(lessonId: number, signal?: AbortSignal) {
  const { data } = await apiClient.get<unknown>(url(lessonId), { signal });
  return expectObject(data, transcodeShape, 'GET /admin/lessons/{id}/transcode/');
}

/** Queues a failed (or never queued) transcode again. */
export async function retryTranscode(lessonId: number) {
  const { data } = await apiClient.post<unknown>(url(lessonId));
  return expectObject(data, transcodeShape, 'POST /admin/lessons/{id}/transcode/');
}

/** Still moving: the page asks again every few seconds. */
export const transcodeUnderWay = (state: LessonTranscode | undefined) =>
  state?.status === 'queued' || state?.status === 'running';
