import {
  apiClient,
  blogPostShape,
  expectList,
  queryOptions,
  useQuery,
  type BlogPost,
} from '@academy/shared';

/** GET /blogs/: every published post. */
export async function fetchBlogPosts(signal?: AbortSignal): Promise<BlogPost[]> {
  const response = await apiClient.get<unknown>('/blogs/', { signal });
  return expectList(response.data, blogPostShape, 'GET /blogs/');
}

export const blogPostsQuery = queryOptions({
  queryKey: ['blogs'],
  queryFn: ({ signal }) => fetchBlogPosts(signal),
  meta: { onError: (error) => console.error('[blog] could not load the blog posts', error) },
});

/** The published posts; null while they load and after a failed load (logged only). */
export function useBlogPosts(): BlogPost[] | null {
  return useQuery(blogPostsQuery).data ?? null;
}
