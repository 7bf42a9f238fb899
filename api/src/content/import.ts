import type { ContentFolder } from '@academy/contract';
import { ContentMedia, type MediaReference } from './content-media';
import { blogMedia, importBlogs } from './entities/blogs';
import { importComments } from './entities/comments';
import type { ImportContext } from './entities/context';
import { importCoupons } from './entities/coupons';
import { courseMedia, importCourses } from './entities/courses';
import { importInstructors, instructorMedia } from './entities/instructors';
import { measureLessonVideos } from './entities/lessons';
import { importQuestionBanks, questionBankMedia } from './entities/question-banks';
import { importTranslations } from './entities/translations';
import { hashUserPasswords, importUsers } from './entities/users';
import { DiskMediaStore, type MediaStore } from '../modules/media/storage';
import { queueMissingTranscodes } from '../modules/transcode/service';
import { videoMeasurer } from '../lib/video-duration';
import { ContentError } from './problems';
import { readContentFolder } from './read-folder';
import type { Db } from '../db/db';

export { ContentError };

/*
 * Loads a content folder (the format is @academy/contract's ContentFolder, described in
 * api/README.md) in three steps, so that a bad folder changes nothing and reports every problem:
 *   1. read and check every file against the schema;
 *   2. check the media files they name and store them under content-hashed names
 *      (public/: images, trailers, blog PDFs; private/: lesson videos and PDFs);
 *   3. write every entity in one transaction, rows matched by `key` (coupons by title, users by
 *      e-mail) so importing the same folder again updates in place; a reference to a missing
 *      row (an instructor, course, lesson or user) rolls it all back.
 */

export interface ImportOptions {
  mediaDir: string;
  /** Where the media are stored; MEDIA_DIR by default. */
  store?: MediaStore;
  scryptCost?: number;
  /** What reads lesson videos' lengths (FFPROBE_PATH); `ffprobe` on the PATH by default. */
  ffprobe?: string;
}

export interface ImportSummary {
  instructors: number;
  courses: number;
  lessons: number;
  topics: number;
  exams: number;
  questions: number;
  coupons: number;
  blogs: number;
  users: number;
  comments: number;
  translations: number;
}

function mediaReferences(folder: ContentFolder): MediaReference[] {
  return [
    ...instructorMedia(folder['instructors.json'] ?? []),
    ...courseMedia(folder['courses.json'] ?? []),
    ...questionBankMedia(folder['exams.json'] ?? []),
    ...blogMedia(folder['blogs.json'] ?? []),
  ];
}

export async function importContent(
  db: Db,
  contentDir: string,
  options: ImportOptions,
): Promise<ImportSummary> {
  const folder = readContentFolder(contentDir);
  const store = options.store ?? new DiskMediaStore(options.mediaDir);
  const media = await ContentMedia.store(contentDir, mediaReferences(folder), store);
  const users = await hashUserPasswords(folder['users.json'] ?? [], options.scryptCost);

  return db.transaction(async (tx) => {
    const problems: string[] = [];
    const context: ImportContext = {
      tx,
      media,
      refuse: (where, message) => problems.push(`${where}: ${message}`),
    };
    // Order matters: courses name instructors; coupons, users and comments name what comes before.
    const instructors = await importInstructors(context, folder['instructors.json'] ?? []);
    const { courses, lessons } = await importCourses(context, folder['courses.json'] ?? []);
    // Lesson videos new to the database are transcoded to HLS by the media worker.
    await queueMissingTranscodes(tx);
    // Lessons still without a length (none in the content, no stream yet) are measured by their
    // video file: progress is judged by it (docs/design/progress.md#progress).
    await measureLessonVideos(tx, videoMeasurer(store, options.ffprobe ?? 'ffprobe'));
    const banks = await importQuestionBanks(context, folder['exams.json'] ?? []);
    const summary: ImportSummary = {
      instructors,
      courses,
      lessons,
      ...banks,
      coupons: await importCoupons(context, folder['coupons.json'] ?? []),
      blogs: await importBlogs(context, folder['blogs.json'] ?? []),
      users: await importUsers(context, users),
      comments: await importComments(context, folder['comments.json'] ?? []),
      translations: await importTranslations(context, folder['translations.json'] ?? {}),
    };
    if (problems.length > 0) throw new ContentError(problems);
    return summary;
  });
}

/** Loads `contentDir` only when the database holds no course yet (the idempotent demo seed). */
export async function seedIfEmpty(
  db: Db,
  contentDir: string,
  options: ImportOptions,
): Promise<ImportSummary | null> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM courses');
  if ((rows[0]?.n ?? 0) > 0) return null;
  return importContent(db, contentDir, options);
}
