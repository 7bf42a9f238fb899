import { Type, type Static } from 'typebox';
import { ArabicText, MediaUrl, NullableString } from './common';

export const BlogPost = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String(),
  title_ar: ArabicText,
  content_ar: ArabicText,
  image: MediaUrl,
  pdf: MediaUrl,
  /** null when unknown (the page shows 'Unknown'). */
  author_name: NullableString(),
  date_posted: Type.String({ format: 'date-time' }),
});
export type BlogPost = Static<typeof BlogPost>;
