import {
  apiClient,
  blogPostShape,
  expectList,
  useResource,
  type BlogPost,
  type ResourceOptions,
} from '@academy/shared';

/** GET /blogs/: every published post. */
export async function fetchBlogPosts(signal?: AbortSignal): Promise<BlogPost[]> {
  const response = await apiClient.get<unknown>('/blogs/', { signal });
  return expectList(response.data, blogPostShape, 'GET /blogs/');
}

const blogPostsResource: ResourceOptions<BlogPost[]> = {
  key: ['blogs'],
  fetch: fetchBlogPosts,
  onError: (error) => console.error('[blog] could not load the blog posts', error),
};

/** The published posts; null while they load and after a failed load (logged only). */
export function useBlogPosts(): BlogPost[] | null {
  return useResource(blogPostsResource).data ?? null;
}
