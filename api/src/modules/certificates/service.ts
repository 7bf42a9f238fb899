import { randomBytes } from 'node:crypto';
import type { Certificate, ClaimCertificateBody, ClaimedCertificate } from '@academy/contract';
import type { Db, Queryable } from '../../db/db';
import { badRequest, conflict, forbidden } from '../../lib/errors';
import { toId } from '../../lib/schemas';
import { NOT_PAID } from '../progress/service';
import { lessonStates } from '../progress/store';

/** Crockford's base 32: no I, L, O or U, so a code read aloud or typed is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A new verification code: 100 random bits as 20 characters in groups of five
 * (`7K3QD-M2XPA-9VHCE-4RTNB`), far beyond the 80 bits an unguessable code needs.
 */
export function newCertificateCode(): string {
  const bytes = randomBytes(13); // 104 bits; the first 100 are used
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  bits >>= 4n;
  let code = '';
  for (let i = 0; i < 20; i += 1) {
    code = ALPHABET[Number(bits & 31n)]! + code;
    bits >>= 5n;
  }
  return code.match(/.{5}/g)!.join('-');
}

export const verificationUrl = (siteUrl: string, code: string) => `${siteUrl}/Certificate/${code}`;

export const NAME_REQUIRED = 'Your full name, as the certificate should print it, is required.';

interface CourseRow {
  name: string;
  contact_hours: number | null;
  owned: boolean;
}

/** The name to print: the one sent (spaces tidied), else the profile's; 400 when neither. */
function nameToPrint(sent: string | undefined, profile: string | null): string {
  if (sent !== undefined) {
    const name = sent.replace(/\s+/g, ' ').trim();
    if (name === '') throw badRequest({ name: ['This field may not be blank.'] });
    return name;
  }
  if (profile) return profile;
  throw badRequest({ name: [NAME_REQUIRED] });
}

async function existingCode(db: Queryable, userId: number, courseId: number) {
  const { rows } = await db.query<{ code: string }>(
    'SELECT code FROM certificates WHERE user_id = $1 AND course_id = $2',
    [userId, courseId],
  );
  return rows[0]?.code;
}

/**
 * POST /certificates/: the learner's certificate of a course whose every lesson they completed.
 * Once per learner and course: claiming again answers the same code (`created` false), even after
 * the course was revoked. A name sent is printed and kept in the profile.
 */
export async function claimCertificate(
  db: Db,
  siteUrl: string,
  userId: number,
  body: ClaimCertificateBody,
): Promise<{ created: boolean; certificate: ClaimedCertificate }> {
  const courseId = toId(body.course);
  const answer = (code: string, created: boolean) => ({
    created,
    certificate: { code, url: verificationUrl(siteUrl, code) },
  });
  const { rows } = await db.query<CourseRow>(
    `SELECT c.name, c.contact_hours::float8 AS contact_hours,
       EXISTS (SELECT 1 FROM enrollments e WHERE e.user_id = $2 AND e.course_id = c.id) AS owned
     FROM courses c WHERE c.id = $1`,
    [courseId, userId],
  );
  const course = rows[0];
  if (!course) throw badRequest({ course: [`Invalid pk "${courseId}" - object does not exist.`] });
  const issued = await existingCode(db, userId, courseId);
  if (issued) return answer(issued, false);
  if (!course.owned) throw forbidden(NOT_PAID);

  const lessons = (await lessonStates(db, userId, courseId)).get(courseId) ?? [];
  if (lessons.length === 0) throw conflict('This course has no lessons to complete.');
  const done = lessons.filter((lesson) => lesson.completed).length;
  if (done < lessons.length) {
    throw conflict(
      `Complete every lesson first: ${done} of ${lessons.length} lessons are complete.`,
    );
  }

  const profile = await db.query<{ full_name: string | null }>(
    'SELECT full_name FROM users WHERE id = $1',
    [userId],
  );
  const name = nameToPrint(body.name, profile.rows[0]?.full_name ?? null);
  return db.transaction(async (tx) => {
    if (body.name !== undefined) {
      await tx.query('UPDATE users SET full_name = $2 WHERE id = $1', [userId, name]);
    }
    const inserted = await tx.query<{ code: string }>(
      `INSERT INTO certificates (code, user_id, course_id, name, course_name, contact_hours)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (user_id, course_id) DO NOTHING RETURNING code`,
      [newCertificateCode(), userId, courseId, name, course.name, course.contact_hours],
    );
    if (inserted.rows[0]) return answer(inserted.rows[0].code, true);
    // A parallel claim issued it first: the same certificate.
    return answer((await existingCode(tx, userId, courseId))!, false);
  });
}

interface CertificateRow {
  code: string;
  name: string;
  course_name: string;
  issued_at: Date | string;
  contact_hours: number | null;
  revoked: boolean;
}

/** A certificate by its code (public), or undefined. */
export async function findCertificate(
  db: Queryable,
  code: string,
): Promise<Certificate | undefined> {
  const { rows } = await db.query<CertificateRow>(
    `SELECT cert.code, cert.name, cert.course_name, cert.issued_at,
       cert.contact_hours::float8 AS contact_hours,
       NOT EXISTS (SELECT 1 FROM enrollments e
                   WHERE e.user_id = cert.user_id AND e.course_id = cert.course_id) AS revoked
     FROM certificates cert WHERE cert.code = $1`,
    [code],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    code: row.code,
    name: row.name,
    course: row.course_name,
    issued_at: new Date(row.issued_at).toISOString(),
    contact_hours: row.contact_hours,
    revoked: row.revoked,
  };
}
