import { apiClient, type BlogPost } from '@academy/shared';

/** GET /blogs/: every published post. */
export async function fetchBlogPosts(signal?: AbortSignal): Promise<BlogPost[]> {
  const response = await apiClient.get<BlogPost[]>('/blogs/', { signal });
  return response.data;
}
