import fs from 'node:fs';
import path from 'node:path';
import type { ContentFolder } from '@academy/contract';
import { exportBlogs } from './entities/blogs';
import type { ExportContext } from './entities/context';
import { exportCoupons } from './entities/coupons';
import { exportCourses } from './entities/courses';
import { exportInstructors } from './entities/instructors';
import { exportQuestionBanks } from './entities/question-banks';
import { exportTranslations } from './entities/translations';
import { ExportedMedia } from './exported-media';
import { DiskMediaStore, type MediaStore } from '../modules/media/storage';
import { ContentError } from './problems';
import type { ImportSummary } from './import';
import type { Db } from '../db/db';

/*
 * Writes the database's content in the import format (docs/design/back-office.md#export):
 * instructors, courses with lessons, topics and exams with questions, coupons, blog posts and the
 * translation memory, plus the media they name under media/. Importing the folder into an empty
 * database gives the same public answers. Users, enrolments and comments are people's data, not
 * content (and only password hashes are kept, where the format carries passwords): they are not
 * exported.
 */

export interface ExportOptions {
  mediaDir: string;
  /** Where the media are read from; MEDIA_DIR by default. */
  store?: MediaStore;
}

export type ExportSummary = Omit<ImportSummary, 'users' | 'comments'>;

function summarise(folder: Required<Omit<ContentFolder, 'users.json' | 'comments.json'>>) {
  const courses = folder['courses.json'];
  const banks = folder['exams.json'].flatMap((group) => [
    ...(group.topics ?? []),
    ...(group.exams ?? []),
  ]);
  return {
    instructors: folder['instructors.json'].length,
    courses: courses.length,
    lessons: courses.reduce((n, course) => n + (course.lessons?.length ?? 0), 0),
    topics: folder['exams.json'].reduce((n, group) => n + (group.topics?.length ?? 0), 0),
    exams: folder['exams.json'].reduce((n, group) => n + (group.exams?.length ?? 0), 0),
    questions: banks.reduce((n, bank) => n + bank.questions.length, 0),
    coupons: folder['coupons.json'].length,
    blogs: folder['blogs.json'].length,
    translations: Object.values(folder['translations.json']).reduce(
      (n, entries) => n + Object.keys(entries).length,
      0,
    ),
  };
}

export async function exportContent(
  db: Db,
  dir: string,
  options: ExportOptions,
): Promise<ExportSummary> {
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) {
    // A stale users.json or comments.json left beside the export would be imported with it.
    throw new ContentError(`${dir}: not empty; export into a new folder`);
  }
  const media = new ExportedMedia();
  const folder = await db.transaction(async (tx) => {
    // One snapshot for every table: rows written meanwhile are all in or all out.
    await tx.exec('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const context: ExportContext = { db: tx, media };
    return {
      'instructors.json': await exportInstructors(context),
      'courses.json': await exportCourses(context),
      'exams.json': await exportQuestionBanks(context),
      'coupons.json': await exportCoupons(context),
      'blogs.json': await exportBlogs(context),
      'translations.json': await exportTranslations(context),
    } satisfies ContentFolder;
  });

  fs.mkdirSync(dir, { recursive: true });
  await media.copyTo(dir, options.store ?? new DiskMediaStore(options.mediaDir));
  for (const [file, content] of Object.entries(folder)) {
    fs.writeFileSync(path.join(dir, file), `${JSON.stringify(content, null, 2)}\n`);
  }
  return summarise(folder);
}
