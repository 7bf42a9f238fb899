import { apiClient, expectObject, type Shape } from '@academy/shared';

const translationShape: Shape<{ data: string }> = { data: 'string' };

/**
 * GET /translate/{text}: the text in Arabic (the client reads data.data, docs/specification.md §7).
 */
export async function fetchTranslation(text: string, signal?: AbortSignal): Promise<string> {
  const response = await apiClient.get<unknown>(`/translate/${encodeURIComponent(text)}`, {
    signal,
  });
  return expectObject(response.data, translationShape, 'GET /translate/{text}').data;
}
