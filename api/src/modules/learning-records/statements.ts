import type { Queryable } from '../../db/db';
import type { LearningRecordsConfig } from '../../config';
import { PASSING_PERCENT } from '@academy/contract';
import { isoDuration, statementId, type XapiStatement } from './xapi-schema';

/**
 * The xAPI statements of a learning event (docs/learning-records.md#statements), with the verbs,
 * activity types and extensions NELC's profile names. Each statement's id is a UUID v5 of the
 * event's subject and verb, so the same event always makes the same statement.
 */

export const VERBS = {
  registered: 'http://adlnet.gov/expapi/verbs/registered',
  initialized: 'http://adlnet.gov/expapi/verbs/initialized',
  progressed: 'http://adlnet.gov/expapi/verbs/progressed',
  watched: 'https://w3id.org/xapi/acrossx/verbs/watched',
  completed: 'http://adlnet.gov/expapi/verbs/completed',
  attempted: 'http://adlnet.gov/expapi/verbs/attempted',
  passed: 'http://adlnet.gov/expapi/verbs/passed',
  failed: 'http://adlnet.gov/expapi/verbs/failed',
  earned: 'http://id.tincanapi.com/verb/earned',
} as const;
export type Verb = keyof typeof VERBS;

const TYPES = {
  course: 'https://w3id.org/xapi/cmi5/activitytype/course',
  lesson: 'http://adlnet.gov/expapi/activities/lesson',
  video: 'https://w3id.org/xapi/video/activity-type/video',
  exam: 'https://w3id.org/xapi/tla/activity-types/assessment',
  quiz: 'http://id.tincanapi.com/activitytype/unit-test',
  certificate: 'https://www.opigno.org/en/tincan_registry/activity_type/certificate',
} as const;
type ObjectKind = keyof typeof TYPES;

const PROGRESS_EXTENSION = 'https://w3id.org/xapi/cmi5/result/extensions/progress';
const ATTEMPT_EXTENSION = 'http://id.tincanapi.com/extension/attempt-id';
const CERTIFICATE_EXTENSION = 'http://id.tincanapi.com/extension/jws-certificate-location';

export interface LearningEvent {
  id: number;
  kind: string;
  user_id: number;
  subject: Record<string, unknown>;
  occurred_at: Date | string;
}

export interface BuiltStatement {
  id: string;
  verb: Verb;
  objectKind: ObjectKind;
  courseId: number | null;
  statement: XapiStatement;
}

export interface StatementSettings extends Pick<LearningRecordsConfig, 'profile' | 'platform'> {
  siteUrl: string;
  /** The learner's national ID or Iqama, when NELC's profile is on and they saved one. */
  nationalIdOf(db: Queryable, userId: number): Promise<string | null>;
}

type Activity = XapiStatement['object'];

function activity(id: string, kind: ObjectKind, name: string, description?: string): Activity {
  const text = description
    ?.replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return {
    objectType: 'Activity',
    id,
    definition: {
      name: { 'en-US': name },
      ...(text ? { description: { 'en-US': text } } : {}),
      type: TYPES[kind],
    },
  };
}

interface CourseRow {
  id: number;
  name: string;
  description: string;
  contact_hours: number | null;
}

async function course(db: Queryable, id: number): Promise<CourseRow | null> {
  const { rows } = await db.query<CourseRow>(
    'SELECT id, name, description, contact_hours::float8 AS contact_hours FROM courses WHERE id = $1',
    [id],
  );
  return rows[0] ?? null;
}

/** Builds an event's statements; an empty list when what it was about is gone. */
export async function buildStatements(
  db: Queryable,
  settings: StatementSettings,
  event: LearningEvent,
): Promise<BuiltStatement[]> {
  const site = settings.siteUrl;
  const nationalId =
    settings.profile === 'nelc' ? await settings.nationalIdOf(db, event.user_id) : null;
  const actor: XapiStatement['actor'] = nationalId
    ? { objectType: 'Agent', name: nationalId, account: { homePage: site, name: nationalId } }
    : { objectType: 'Agent', account: { homePage: site, name: String(event.user_id) } };
  const timestamp = new Date(event.occurred_at).toISOString();
  const courseUrl = (id: number) => `${site}/course/${id}`;
  const courseActivity = (row: CourseRow) =>
    activity(courseUrl(row.id), 'course', row.name, row.description);

  const context = (parent: Activity | null, extra: Record<string, unknown> = {}) => {
    const extensions: Record<string, unknown> = { ...extra };
    if (settings.profile === 'nelc') {
      extensions['https://nelc.gov.sa/extensions/lms_url'] = site;
      if (parent) extensions['https://nelc.gov.sa/extensions/program_url'] = parent.id;
    }
    return {
      ...(settings.profile === 'nelc' ? { platform: settings.platform } : {}),
      language: 'en-US',
      ...(parent ? { contextActivities: { parent: [parent] } } : {}),
      ...(Object.keys(extensions).length > 0 ? { extensions } : {}),
    };
  };
  const make = (
    verb: Verb,
    key: string,
    object: Activity,
    objectKind: ObjectKind,
    courseId: number | null,
    rest: Partial<Pick<XapiStatement, 'result' | 'context'>>,
  ): BuiltStatement => {
    const id = statementId(`${key}:${verb}`);
    return {
      id,
      verb,
      objectKind,
      courseId,
      statement: {
        id,
        actor,
        verb: { id: VERBS[verb], display: { 'en-US': verb } },
        object,
        ...rest,
        timestamp,
      },
    };
  };

  const subject = event.subject;
  switch (event.kind) {
    case 'registered': {
      const row = await course(db, Number(subject.course));
      if (!row) return [];
      const duration =
        row.contact_hours !== null && settings.profile === 'nelc'
          ? { 'https://nelc.gov.sa/extensions/duration': isoDuration(row.contact_hours * 3600) }
          : {};
      return [
        make(
          'registered',
          `user/${event.user_id}/course/${row.id}`,
          courseActivity(row),
          'course',
          row.id,
          {
            context: context(null, duration),
          },
        ),
      ];
    }
    case 'initialized':
    case 'progressed':
    case 'completed': {
      const { rows } = await db.query<{
        id: number;
        name: string;
        duration: number | null;
        video: boolean;
        course_id: number;
      }>(
        `SELECT id, name, duration, video_file IS NOT NULL AS video, course_id FROM lessons WHERE id = $1`,
        [Number(subject.lesson)],
      );
      const lesson = rows[0];
      const parent = lesson ? await course(db, lesson.course_id) : null;
      if (!lesson || !parent) return [];
      const key = `user/${event.user_id}/lesson/${lesson.id}`;
      const object = activity(`${courseUrl(parent.id)}/lesson/${lesson.id}`, 'lesson', lesson.name);
      const ctx = context(courseActivity(parent));
      if (event.kind === 'initialized')
        return [make('initialized', key, object, 'lesson', parent.id, { context: ctx })];
      if (event.kind === 'progressed') {
        const percent = Number(subject.percent);
        return [
          make('progressed', `${key}/${percent}`, object, 'lesson', parent.id, {
            context: ctx,
            result: { extensions: { [PROGRESS_EXTENSION]: percent } },
          }),
        ];
      }
      const built: BuiltStatement[] = [];
      if (lesson.video && lesson.duration !== null) {
        // NELC: a video counts as watched once 90 % of it was (the lesson's completion rule).
        const video = activity(
          `${courseUrl(parent.id)}/lesson/${lesson.id}/video`,
          'video',
          lesson.name,
        );
        built.push(
          make('watched', key, video, 'video', parent.id, {
            context: ctx,
            result: {
              completion: true,
              duration: isoDuration(Number(subject.watched_seconds ?? lesson.duration)),
            },
          }),
        );
      }
      built.push(
        make('completed', key, object, 'lesson', parent.id, {
          context: ctx,
          result: { completion: true },
        }),
      );
      return built;
    }
    case 'attempted':
    case 'submitted': {
      const { rows } = await db.query<{
        id: number;
        title: string;
        source: string;
        exam_id: number | null;
        topic_id: number | null;
        category: string;
        correct_count: number | null;
        question_count: number;
        score: number | null;
        course_id: number | null;
      }>(
        `SELECT a.id, a.title, a.source, a.exam_id, a.topic_id, a.category, a.correct_count,
           a.question_count, a.score,
           (SELECT c.id FROM enrollments e JOIN courses c ON c.id = e.course_id
            WHERE e.user_id = a.user_id AND c.category = a.category
            ORDER BY e.created_at, c.id LIMIT 1) AS course_id
         FROM attempts a WHERE a.id = $1`,
        [Number(subject.attempt)],
      );
      const attempt = rows[0];
      if (!attempt) return [];
      // A topic's quiz is a quiz; an exam, a mock or a retake is an exam.
      const kind: ObjectKind = attempt.source === 'topic' ? 'quiz' : 'exam';
      const objectUrl = attempt.exam_id
        ? `${site}/exam/${attempt.exam_id}`
        : attempt.topic_id
          ? `${site}/quiz/${attempt.topic_id}`
          : `${site}/attempt/${attempt.id}`;
      const object = activity(objectUrl, kind, attempt.title);
      const parentRow = attempt.course_id ? await course(db, attempt.course_id) : null;
      const ctx = context(parentRow ? courseActivity(parentRow) : null, {
        [ATTEMPT_EXTENSION]: attempt.id,
      });
      const key = `user/${event.user_id}/attempt/${attempt.id}`;
      if (event.kind === 'attempted')
        return [make('attempted', key, object, kind, attempt.course_id, { context: ctx })];
      const percent = Number(subject.score ?? attempt.score ?? 0);
      const score = {
        scaled: Math.round((percent / 100) * 10_000) / 10_000,
        raw: attempt.correct_count ?? 0,
        min: 0,
        max: Math.max(1, attempt.question_count),
      };
      const success = percent >= PASSING_PERCENT;
      return [
        make('completed', key, object, kind, attempt.course_id, {
          context: ctx,
          result: { score, completion: true },
        }),
        make(success ? 'passed' : 'failed', key, object, kind, attempt.course_id, {
          context: ctx,
          result: { score, success, completion: true },
        }),
      ];
    }
    case 'earned': {
      const { rows } = await db.query<{ code: string; course_id: number; course_name: string }>(
        'SELECT code, course_id, course_name FROM certificates WHERE id = $1',
        [Number(subject.certificate)],
      );
      const certificate = rows[0];
      if (!certificate) return [];
      const parent = await course(db, certificate.course_id);
      const url = `${site}/Certificate/${certificate.code}`;
      return [
        make(
          'earned',
          `user/${event.user_id}/certificate/${certificate.code}`,
          activity(url, 'certificate', `Certificate: ${certificate.course_name}`),
          'certificate',
          certificate.course_id,
          {
            context: context(parent ? courseActivity(parent) : null, {
              [CERTIFICATE_EXTENSION]: url,
            }),
          },
        ),
      ];
    }
    default:
      return [];
  }
}
