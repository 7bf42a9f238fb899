import { Type, type Static } from 'typebox';
import { BlogPost } from '../blogs';
import { ArabicTextInput, Body, PartialBody, Text } from '../common';
import { UploadRef } from './common';
import { BLOG_LIMITS } from '../rules';

/** A post as readers see it, plus its import key. */
export const AdminBlog = Type.Object({ ...BlogPost.properties, key: Type.String() });
export type AdminBlog = Static<typeof AdminBlog>;

const blogFields = {
  title: Text(BLOG_LIMITS.title, 1),
  content: Text(BLOG_LIMITS.content),
  title_ar: ArabicTextInput(BLOG_LIMITS.title),
  content_ar: ArabicTextInput(BLOG_LIMITS.content),
  author_name: Type.Unsafe<string | null>({
    type: ['string', 'null'],
    maxLength: BLOG_LIMITS.author_name,
  }),
  date_posted: Type.String({ format: 'date-time' }),
};

/** Without `date_posted` the post is dated now. */
export const CreateBlogBody = Body({
  title: blogFields.title,
  content: blogFields.content,
  title_ar: Type.Optional(blogFields.title_ar),
  content_ar: Type.Optional(blogFields.content_ar),
  author_name: Type.Optional(blogFields.author_name),
  date_posted: Type.Optional(blogFields.date_posted),
  image: Type.Optional(UploadRef),
  pdf: Type.Optional(UploadRef),
});
export type CreateBlogBody = Static<typeof CreateBlogBody>;

export const UpdateBlogBody = PartialBody(CreateBlogBody);
export type UpdateBlogBody = Static<typeof UpdateBlogBody>;
