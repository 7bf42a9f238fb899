import { Type, type Static } from 'typebox';
import { ID_PATTERN } from './common';

/** A public upload (course image, instructor photo...), by its stored name. */
export const PublicMediaParams = Type.Object({ file: Type.String({ maxLength: 40 }) });
export type PublicMediaParams = Static<typeof PublicMediaParams>;

/** A file shipped with the API (placeholders such as coming-soon.svg). */
export const AssetParams = Type.Object({ file: Type.String({ maxLength: 60 }) });
export type AssetParams = Static<typeof AssetParams>;

export const LessonMediaKind = Type.Enum(['video', 'pdf']);
export type LessonMediaKind = Static<typeof LessonMediaKind>;

export const LessonMediaParams = Type.Object({
  lessonId: Type.String({ pattern: ID_PATTERN }),
  kind: LessonMediaKind,
});
export type LessonMediaParams = Static<typeof LessonMediaParams>;

/**
 * A file of a lesson's HLS stream (docs/design/media.md#protection), under the learner's signed
 * folder `/api/media/lessons/{lessonId}/hls/{token}/`: the master playlist and the poster, then
 * each rendition's playlist and segments. The token is `<user>.<expires>.<signature>`.
 */
const HlsToken = Type.String({ maxLength: 80 });
export const LessonHlsFileParams = Type.Object({
  lessonId: Type.String({ pattern: ID_PATTERN }),
  token: HlsToken,
  file: Type.Union([Type.Literal('master.m3u8'), Type.Literal('poster.jpg')]),
});
export type LessonHlsFileParams = Static<typeof LessonHlsFileParams>;

export const LessonHlsRenditionParams = Type.Object({
  lessonId: Type.String({ pattern: ID_PATTERN }),
  token: HlsToken,
  /** `360p`, `720p`, `1080p`… */
  rendition: Type.String({ pattern: '^[1-9][0-9]{1,3}p$' }),
  file: Type.String({ pattern: '^(index\\.m3u8|seg_[0-9]{5}\\.ts)$' }),
});
export type LessonHlsRenditionParams = Static<typeof LessonHlsRenditionParams>;

/** The signature of a lesson's media link: the learner, the expiry and an HMAC. */
export const SignedMediaQuery = Type.Object({
  u: Type.Optional(Type.String({ maxLength: 12 })),
  expires: Type.Optional(Type.String({ maxLength: 12 })),
  sig: Type.Optional(Type.String({ maxLength: 64 })),
});
export type SignedMediaQuery = Static<typeof SignedMediaQuery>;

/** A file, streamed with range support. */
export const MediaFile = Type.Unsafe<unknown>({
  type: 'string',
  format: 'binary',
});
