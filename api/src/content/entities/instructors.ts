import type { ContentInstructor } from '@academy/contract';
import type { MediaReference } from '../content-media';
import { itemPath } from '../problems';
import { upsertByKey, type ExportContext, type ImportContext } from './context';

const FILE = 'instructors.json';

export function instructorMedia(instructors: ContentInstructor[]): MediaReference[] {
  return instructors.map((instructor, i) => ({
    where: itemPath(FILE, i, 'image'),
    file: instructor.image,
    area: 'public',
  }));
}

/** Adds or updates each instructor by `key`. */
export async function importInstructors(
  { tx, media }: ImportContext,
  instructors: ContentInstructor[],
): Promise<number> {
  for (const instructor of instructors) {
    await upsertByKey(tx, 'instructors', {
      key: instructor.key,
      name: instructor.name,
      image: media.name(instructor.image, 'public'),
      review: instructor.review ?? '',
      mobile_number: instructor.mobile_number ?? '',
      linkedin: instructor.LinkdIn ?? '',
    });
  }
  return instructors.length;
}

export async function exportInstructors({
  db,
  media,
}: ExportContext): Promise<ContentInstructor[]> {
  const { rows } = await db.query<{
    key: string;
    name: string;
    image: string | null;
    review: string;
    mobile_number: string;
    linkedin: string;
  }>('SELECT key, name, image, review, mobile_number, linkedin FROM instructors ORDER BY id');
  return rows.map((row) => ({
    key: row.key,
    name: row.name,
    image: media.path(row.image, 'public'),
    review: row.review,
    mobile_number: row.mobile_number,
    LinkdIn: row.linkedin,
  }));
}
