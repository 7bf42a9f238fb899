import type {
  AttemptTime,
  ExamPreferences,
  ExamPreferencesBody,
  Whiteboard,
  WhiteboardBody,
} from '@academy/contract';
import { apiClient, queryOptions } from '@academy/shared';

const attemptPath = (id: number) => `/attempts/${id}/`;

export const whiteboardQuery = (attemptId: number) =>
  queryOptions({
    queryKey: ['exam', 'attempt', attemptId, 'whiteboard'],
    queryFn: async ({ signal }) =>
      (await apiClient.get<Whiteboard>(`${attemptPath(attemptId)}whiteboard/`, { signal })).data,
    // Another device may have drawn since: read it again whenever the board opens.
    staleTime: 0,
  });

export async function saveWhiteboard(attemptId: number, body: WhiteboardBody): Promise<Whiteboard> {
  return (await apiClient.put<Whiteboard>(`${attemptPath(attemptId)}whiteboard/`, body)).data;
}

export const preferencesQuery = () =>
  queryOptions({
    queryKey: ['exam', 'preferences'],
    queryFn: async ({ signal }) =>
      (await apiClient.get<ExamPreferences>('/exam-preferences/', { signal })).data,
    staleTime: Infinity,
  });

export async function savePreferences(body: ExamPreferencesBody): Promise<ExamPreferences> {
  return (await apiClient.put<ExamPreferences>('/exam-preferences/', body)).data;
}

/** The question on screen (null: none), for the server's time per question. */
export async function sendViewing(attemptId: number, questionId: number | null): Promise<void> {
  await apiClient.put(`${attemptPath(attemptId)}viewing/`, { question_id: questionId });
}

export const attemptTimeQuery = (attemptId: number, enabled: boolean) =>
  queryOptions({
    queryKey: ['exam', 'attempt', attemptId, 'time'],
    queryFn: async ({ signal }) =>
      (await apiClient.get<AttemptTime>(`${attemptPath(attemptId)}time/`, { signal })).data,
    enabled,
  });
