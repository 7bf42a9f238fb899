import { apiClient, blogPostShape, expectList, type BlogPost } from '@academy/shared';

/** GET /blogs/: every published post. */
export async function fetchBlogPosts(signal?: AbortSignal): Promise<BlogPost[]> {
  const response = await apiClient.get<unknown>('/blogs/', { signal });
  return expectList(response.data, blogPostShape, 'GET /blogs/');
}
