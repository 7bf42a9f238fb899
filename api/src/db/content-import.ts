import fs from 'node:fs';
import path from 'node:path';
import { ROLES, type Role } from '@academy/contract';
import { sha256Hex } from '../lib/hash';
import { hashPassword } from '../lib/passwords';
import type { Db, Queryable } from './db';

/**
 * Loads content from a folder of JSON files (each optional) plus the media files they name:
 *   instructors.json, courses.json (with lessons), exams.json (topics and exams per category),
 *   coupons.json, blogs.json, users.json, comments.json, translations.json.
 * Rows are matched by their `key` (coupons by title, users by e-mail), so importing the same
 * folder again updates in place. Media files are copied into MEDIA_DIR under content-hashed
 * names: public/ (images, trailers, blog PDFs) and private/ (lesson videos and PDFs).
 * Everything runs in one transaction: a bad file changes nothing.
 */

export interface ImportOptions {
  mediaDir: string;
  scryptCost?: number;
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

export class ContentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContentError';
  }
}

type Json = Record<string, unknown>;

const PUBLIC_TYPES = /\.(svg|png|jpe?g|webp|gif|avif|mp4|webm|pdf)$/i;
const PRIVATE_TYPES = /\.(mp4|webm|pdf)$/i;

class Reader {
  constructor(private readonly where: string) {}

  at(where: string | number): Reader {
    return new Reader(
      typeof where === 'number' ? `${this.where}[${where}]` : `${this.where}.${where}`,
    );
  }

  fail(message: string): never {
    throw new ContentError(`${this.where}: ${message}`);
  }

  object(value: unknown): Json {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
      this.fail('must be an object');
    return value as Json;
  }

  array(value: unknown): unknown[] {
    if (!Array.isArray(value)) this.fail('must be a list');
    return value;
  }

  string(obj: Json, field: string, optional = false): string {
    const value = obj[field];
    if ((value === undefined || value === null) && optional) return '';
    if (typeof value !== 'string' || (!optional && value.trim() === '')) {
      return this.at(field).fail('must be a non-empty text');
    }
    return value;
  }

  nullableString(obj: Json, field: string): string | null {
    const value = obj[field];
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string') return this.at(field).fail('must be a text or null');
    return value;
  }

  number(obj: Json, field: string, optional = false): number | null {
    const value = obj[field];
    if ((value === undefined || value === null) && optional) return null;
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
      return this.at(field).fail('must be a number of at least 0');
    }
    return value;
  }

  key(obj: Json): string {
    const key = this.string(obj, 'key');
    if (!/^[\w.-]{1,100}$/.test(key))
      this.at('key').fail("must be letters, digits, '_', '-' or '.'");
    return key;
  }
}

function readJson(dir: string, file: string): unknown | undefined {
  const full = path.join(dir, file);
  if (!fs.existsSync(full)) return undefined;
  try {
    return JSON.parse(fs.readFileSync(full, 'utf8'));
  } catch (error) {
    throw new ContentError(`${file}: not valid JSON (${(error as Error).message})`);
  }
}

class MediaStore {
  private readonly copied = new Map<string, string>();

  constructor(
    private readonly contentDir: string,
    private readonly mediaDir: string,
  ) {}

  /** Copies a content file into MEDIA_DIR/<area>/ and returns its stored name. */
  put(reader: Reader, relative: string | null, area: 'public' | 'private'): string | null {
    if (relative === null || relative === '') return null;
    const allowed = area === 'public' ? PUBLIC_TYPES : PRIVATE_TYPES;
    if (!allowed.test(relative)) reader.fail(`"${relative}" is not a supported ${area} media type`);
    const source = path.resolve(this.contentDir, relative);
    if (!source.startsWith(path.resolve(this.contentDir) + path.sep)) {
      reader.fail(`"${relative}" is outside the content folder`);
    }
    if (!fs.existsSync(source)) reader.fail(`media file "${relative}" does not exist`);
    const cacheKey = `${area}:${source}`;
    const known = this.copied.get(cacheKey);
    if (known) return known;
    const data = fs.readFileSync(source);
    const hash = sha256Hex(data).slice(0, 20);
    const name = `${hash}${path.extname(source).toLowerCase()}`;
    const target = path.join(this.mediaDir, area, name);
    if (!fs.existsSync(target)) {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, data);
    }
    this.copied.set(cacheKey, name);
    return name;
  }
}

async function ensureCategory(tx: Queryable, name: string): Promise<void> {
  await tx.query('INSERT INTO categories (name) VALUES ($1) ON CONFLICT DO NOTHING', [name]);
}

async function idByKey(tx: Queryable, table: string, key: string): Promise<number | null> {
  const { rows } = await tx.query<{ id: number }>(`SELECT id FROM ${table} WHERE key = $1`, [key]);
  return rows[0]?.id ?? null;
}

export async function importContent(
  db: Db,
  contentDir: string,
  options: ImportOptions,
): Promise<ImportSummary> {
  if (!fs.existsSync(contentDir) || !fs.statSync(contentDir).isDirectory()) {
    throw new ContentError(`${contentDir}: not a folder`);
  }
  const media = new MediaStore(contentDir, options.mediaDir);
  const files = {
    instructors: readJson(contentDir, 'instructors.json'),
    courses: readJson(contentDir, 'courses.json'),
    exams: readJson(contentDir, 'exams.json'),
    coupons: readJson(contentDir, 'coupons.json'),
    blogs: readJson(contentDir, 'blogs.json'),
    users: readJson(contentDir, 'users.json'),
    comments: readJson(contentDir, 'comments.json'),
    translations: readJson(contentDir, 'translations.json'),
  };
  // Hash the passwords before the transaction (scrypt is slow on purpose), one salt per user.
  const passwordHashes = new Map<number, string>();
  if (files.users !== undefined) {
    const r = new Reader('users.json');
    for (const [i, item] of r.array(files.users).entries()) {
      const user = r.at(i).object(item);
      const password = r.at(i).string(user, 'password');
      passwordHashes.set(i, await hashPassword(password, options.scryptCost));
    }
  }

  const summary: ImportSummary = {
    instructors: 0,
    courses: 0,
    lessons: 0,
    topics: 0,
    exams: 0,
    questions: 0,
    coupons: 0,
    blogs: 0,
    users: 0,
    comments: 0,
    translations: 0,
  };

  await db.transaction(async (tx) => {
    if (files.instructors !== undefined) {
      const r = new Reader('instructors.json');
      for (const [i, item] of r.array(files.instructors).entries()) {
        const at = r.at(i);
        const row = at.object(item);
        await tx.query(
          `INSERT INTO instructors (key, name, image, review, mobile_number, linkedin)
           VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (key) DO UPDATE SET name = $2, image = $3, review = $4,
             mobile_number = $5, linkedin = $6`,
          [
            at.key(row),
            at.string(row, 'name'),
            media.put(at.at('image'), at.nullableString(row, 'image'), 'public'),
            at.string(row, 'review', true),
            at.string(row, 'mobile_number', true),
            at.string(row, 'LinkdIn', true),
          ],
        );
        summary.instructors += 1;
      }
    }

    if (files.courses !== undefined) {
      const r = new Reader('courses.json');
      for (const [i, item] of r.array(files.courses).entries()) {
        const at = r.at(i);
        const row = at.object(item);
        const category = at.string(row, 'category');
        await ensureCategory(tx, category);
        const instructorKey = at.nullableString(row, 'instructor');
        const instructorId = instructorKey ? await idByKey(tx, 'instructors', instructorKey) : null;
        if (instructorKey && instructorId === null) {
          at.at('instructor').fail(`no instructor with key "${instructorKey}"`);
        }
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO courses (key, name, image, price, price_le, price_sr, status, trailer,
             description, category, instructor_id, introduction_1, introduction_2,
             introduction_3, introduction_4, position)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
           ON CONFLICT (key) DO UPDATE SET name = $2, image = $3, price = $4, price_le = $5,
             price_sr = $6, status = $7, trailer = $8, description = $9, category = $10,
             instructor_id = $11, introduction_1 = $12, introduction_2 = $13,
             introduction_3 = $14, introduction_4 = $15, position = $16
           RETURNING id`,
          [
            at.key(row),
            at.string(row, 'name'),
            media.put(at.at('image'), at.nullableString(row, 'image'), 'public'),
            at.number(row, 'price'),
            at.number(row, 'price_LE'),
            at.number(row, 'price_SR'),
            at.nullableString(row, 'status') ?? 'Available',
            media.put(at.at('trailer'), at.nullableString(row, 'trailer'), 'public'),
            at.string(row, 'description', true),
            category,
            instructorId,
            at.string(row, 'Introduction_1', true),
            at.string(row, 'Introduction_2', true),
            at.string(row, 'Introduction_3', true),
            at.string(row, 'Introduction_4', true),
            i,
          ],
        );
        const courseId = (rows[0] as { id: number }).id;
        summary.courses += 1;
        const lessons = row.lessons === undefined ? [] : at.at('lessons').array(row.lessons);
        for (const [j, lessonItem] of lessons.entries()) {
          const lat = at.at('lessons').at(j);
          const lesson = lat.object(lessonItem);
          await tx.query(
            `INSERT INTO lessons (key, course_id, name, video_file, pdf_file, position)
             VALUES ($1, $2, $3, $4, $5, $6)
             ON CONFLICT (key) DO UPDATE SET course_id = $2, name = $3, video_file = $4,
               pdf_file = $5, position = $6`,
            [
              lat.key(lesson),
              courseId,
              lat.string(lesson, 'name'),
              media.put(lat.at('video'), lat.nullableString(lesson, 'video'), 'private'),
              media.put(lat.at('pdf'), lat.nullableString(lesson, 'pdf'), 'private'),
              j,
            ],
          );
          summary.lessons += 1;
        }
      }
    }

    if (files.exams !== undefined) {
      const r = new Reader('exams.json');
      for (const [i, item] of r.array(files.exams).entries()) {
        const at = r.at(i);
        const group = at.object(item);
        const category = at.string(group, 'category');
        await ensureCategory(tx, category);
        for (const kind of ['topics', 'exams'] as const) {
          const list = group[kind] === undefined ? [] : at.at(kind).array(group[kind]);
          for (const [j, bankItem] of list.entries()) {
            const bat = at.at(kind).at(j);
            const bank = bat.object(bankItem);
            const { rows } = await tx.query<{ id: number }>(
              `INSERT INTO ${kind} (key, category, name, position) VALUES ($1, $2, $3, $4)
               ON CONFLICT (key) DO UPDATE SET category = $2, name = $3, position = $4
               RETURNING id`,
              [bat.key(bank), category, bat.string(bank, 'name'), j],
            );
            const bankId = (rows[0] as { id: number }).id;
            summary[kind] += 1;
            const parent = kind === 'topics' ? 'topic_id' : 'exam_id';
            await tx.query(`DELETE FROM questions WHERE ${parent} = $1`, [bankId]);
            const questions = bat.at('questions').array(bank.questions);
            for (const [k, questionItem] of questions.entries()) {
              const qat = bat.at('questions').at(k);
              const question = qat.object(questionItem);
              const type = qat.string(question, 'question_type');
              if (type !== 'OC' && type !== 'MC')
                qat.at('question_type').fail("must be 'OC' or 'MC'");
              const answers = qat.at('answers').array(question.answers);
              const correct = answers.filter((a) => (a as Json)?.is_correct === true).length;
              if (answers.length < 2) qat.at('answers').fail('needs at least 2 answers');
              if (type === 'OC' && correct !== 1)
                qat.fail("an 'OC' question needs exactly 1 correct answer");
              if (type === 'MC' && correct < 1)
                qat.fail("an 'MC' question needs at least 1 correct answer");
              const { rows: qrows } = await tx.query<{ id: number }>(
                `INSERT INTO questions (${parent}, position, text, question_type, img, explanation)
                 VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
                [
                  bankId,
                  k,
                  qat.string(question, 'text'),
                  type,
                  media.put(qat.at('img'), qat.nullableString(question, 'img'), 'public'),
                  qat.string(question, 'explanation', true),
                ],
              );
              const questionId = (qrows[0] as { id: number }).id;
              summary.questions += 1;
              for (const [a, answerItem] of answers.entries()) {
                const aat = qat.at('answers').at(a);
                const answer = aat.object(answerItem);
                await tx.query(
                  `INSERT INTO answers (question_id, position, text, img, is_correct)
                   VALUES ($1, $2, $3, $4, $5)`,
                  [
                    questionId,
                    a,
                    aat.string(answer, 'text'),
                    media.put(aat.at('img'), aat.nullableString(answer, 'img'), 'public'),
                    answer.is_correct === true,
                  ],
                );
              }
            }
          }
        }
      }
    }

    if (files.coupons !== undefined) {
      const r = new Reader('coupons.json');
      for (const [i, item] of r.array(files.coupons).entries()) {
        const at = r.at(i);
        const row = at.object(item);
        const percent = at.number(row, 'percent_off', true);
        const amount =
          row.amount_off === undefined || row.amount_off === null
            ? null
            : at.at('amount_off').object(row.amount_off);
        if ((percent === null) === (amount === null))
          at.fail('needs either percent_off or amount_off');
        if (percent !== null && (percent <= 0 || percent > 100))
          at.at('percent_off').fail('must be from 0 to 100');
        const courseKey = at.nullableString(row, 'course');
        const courseId = courseKey ? await idByKey(tx, 'courses', courseKey) : null;
        if (courseKey && courseId === null)
          at.at('course').fail(`no course with key "${courseKey}"`);
        const expires = at.nullableString(row, 'expires_at');
        if (expires !== null && Number.isNaN(Date.parse(expires)))
          at.at('expires_at').fail('must be an ISO date');
        const limit = at.number(row, 'usage_limit', true);
        const amounts = amount
          ? [
              at.at('amount_off').number(amount, 'USD'),
              at.at('amount_off').number(amount, 'LE'),
              at.at('amount_off').number(amount, 'SAR'),
            ]
          : [null, null, null];
        await tx.query(
          `INSERT INTO coupons (title, percent_off, amount_off_usd, amount_off_le, amount_off_sr,
             course_id, expires_at, usage_limit, active)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
           ON CONFLICT ((lower(title))) DO UPDATE SET percent_off = $2, amount_off_usd = $3,
             amount_off_le = $4, amount_off_sr = $5, course_id = $6, expires_at = $7,
             usage_limit = $8, active = $9`,
          [
            at.string(row, 'title'),
            percent,
            ...amounts,
            courseId,
            expires,
            limit,
            row.active !== false,
          ],
        );
        summary.coupons += 1;
      }
    }

    if (files.blogs !== undefined) {
      const r = new Reader('blogs.json');
      for (const [i, item] of r.array(files.blogs).entries()) {
        const at = r.at(i);
        const row = at.object(item);
        const date = at.string(row, 'date_posted');
        if (Number.isNaN(Date.parse(date))) at.at('date_posted').fail('must be an ISO date');
        await tx.query(
          `INSERT INTO blogs (key, title, content, image, pdf, author_name, date_posted)
           VALUES ($1, $2, $3, $4, $5, $6, $7)
           ON CONFLICT (key) DO UPDATE SET title = $2, content = $3, image = $4, pdf = $5,
             author_name = $6, date_posted = $7`,
          [
            at.key(row),
            at.string(row, 'title'),
            at.string(row, 'content'),
            media.put(at.at('image'), at.nullableString(row, 'image'), 'public'),
            media.put(at.at('pdf'), at.nullableString(row, 'pdf'), 'public'),
            at.nullableString(row, 'author_name'),
            date,
          ],
        );
        summary.blogs += 1;
      }
    }

    if (files.users !== undefined) {
      const r = new Reader('users.json');
      for (const [i, item] of r.array(files.users).entries()) {
        const at = r.at(i);
        const row = at.object(item);
        const email = at.string(row, 'email');
        const role = (at.nullableString(row, 'role') ?? 'learner') as Role;
        if (!ROLES.includes(role)) at.at('role').fail(`must be one of ${ROLES.join(', ')}`);
        await tx.query(
          `INSERT INTO users (username, email, password_hash, role) VALUES ($1, $2, $3, $4)
           ON CONFLICT ((lower(email))) DO NOTHING`,
          [at.string(row, 'username'), email, passwordHashes.get(i), role],
        );
        const { rows } = await tx.query<{ id: number }>(
          'SELECT id FROM users WHERE lower(email) = lower($1)',
          [email],
        );
        const userId = (rows[0] as { id: number }).id;
        const paid =
          row.paid_courses === undefined ? [] : at.at('paid_courses').array(row.paid_courses);
        for (const courseKey of paid) {
          const courseId =
            typeof courseKey === 'string' ? await idByKey(tx, 'courses', courseKey) : null;
          if (courseId === null)
            at.at('paid_courses').fail(`no course with key "${String(courseKey)}"`);
          await tx.query(
            'INSERT INTO enrollments (user_id, course_id) VALUES ($1, $2) ON CONFLICT DO NOTHING',
            [userId, courseId],
          );
        }
        summary.users += 1;
      }
    }

    if (files.comments !== undefined) {
      const r = new Reader('comments.json');
      for (const [i, item] of r.array(files.comments).entries()) {
        const at = r.at(i);
        const row = at.object(item);
        const email = at.string(row, 'user');
        const lessonKey = at.string(row, 'lesson');
        const { rows: users } = await tx.query<{ id: number }>(
          'SELECT id FROM users WHERE lower(email) = lower($1)',
          [email],
        );
        const lessonId = await idByKey(tx, 'lessons', lessonKey);
        const user = users[0];
        if (!user) return at.at('user').fail(`no user with e-mail "${email}"`);
        if (lessonId === null) return at.at('lesson').fail(`no lesson with key "${lessonKey}"`);
        const text = at.string(row, 'text');
        const created = at.nullableString(row, 'created_at') ?? new Date().toISOString();
        const { rows: existing } = await tx.query(
          'SELECT 1 FROM comments WHERE user_id = $1 AND lesson_id = $2 AND text = $3',
          [user.id, lessonId, text],
        );
        if (existing.length === 0) {
          await tx.query(
            'INSERT INTO comments (user_id, lesson_id, text, created_at) VALUES ($1, $2, $3, $4)',
            [user.id, lessonId, text, created],
          );
        }
        summary.comments += 1;
      }
    }

    if (files.translations !== undefined) {
      const r = new Reader('translations.json');
      const byLanguage = r.object(files.translations);
      for (const [language, entries] of Object.entries(byLanguage)) {
        const lat = r.at(language);
        for (const [source, translated] of Object.entries(lat.object(entries))) {
          if (typeof translated !== 'string') lat.at(source).fail('must be a text');
          await tx.query(
            `INSERT INTO translations (source_hash, source_text, target_lang, translated_text, origin)
             VALUES ($1, $2, $3, $4, 'import')
             ON CONFLICT (source_hash, target_lang) DO UPDATE SET translated_text = $4`,
            [sha256Hex(source), source, language, translated],
          );
          summary.translations += 1;
        }
      }
    }
  });
  return summary;
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
