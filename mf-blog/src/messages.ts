// mf-blog's user-facing copy. Texts quoted from the spec are verbatim (typos included).
import { defineCatalogue } from '@academy/shared';

export const en = {
  title: 'Our Blogs',
  searchLabel: 'Search the blog posts',
  searchPlaceholder: 'Search by title or text',
  loading: 'Loading the blog posts',
  pagination: 'Blog pages',
  unknownAuthor: 'Unknown',
  by: 'By',
  noPosts: 'No blog posts are published yet.',
  postNotFound: 'The blog post at this address was not found. Here are all our posts.',
  noMatches: (query: string) => `No blog post matches “${query}”.`,
  readMore: (title: string) => `Read “${title}”`,
  openPdf: 'Open the PDF',
  openPdfLabel: (title: string) => `Open the PDF of “${title}” (opens in a new tab)`,
  close: 'Close',
};
export type BlogMessages = typeof en;

/**
 * The Arabic copy (messages.ar.ts) is its own chunk, fetched only in Arabic
 * (docs/design/languages.md#catalogues).
 */
export const blogCatalogue = defineCatalogue('blog', en, {
  ar: () => import(/* webpackChunkName: "blog-ar" */ './messages.ar').then((module) => module.ar),
});
export const useBlogMessages = () => blogCatalogue.useMessages();
