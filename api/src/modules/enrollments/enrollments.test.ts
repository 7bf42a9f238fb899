import type { Db } from '../../db/db';
import { createTestDb, LEARNER, NEWBIE } from '../../test/helpers';
import { grantEnrollment, isEnrolled, ownedCourseIds, ownsCategory } from './service';

let db: Db;
let drop: () => Promise<void>;
const idOf = async (sql: string, value: string) =>
  ((await db.query<{ id: number }>(sql, [value])).rows[0] as { id: number }).id;
const userId = (email: string) => idOf('SELECT id FROM users WHERE email = $1', email);
const courseId = (key: string) => idOf('SELECT id FROM courses WHERE key = $1', key);

beforeAll(async () => {
  ({ db, drop } = await createTestDb());
});
afterAll(async () => {
  await drop();
});

test('the demo learner owns PMP (and so the PMP question banks); the newbie nothing', async () => {
  const [learner, newbie, pmp] = [
    await userId(LEARNER),
    await userId(NEWBIE),
    await courseId('pmp'),
  ];
  expect(await isEnrolled(db, learner, pmp)).toBe(true);
  expect(await isEnrolled(db, newbie, pmp)).toBe(false);
  expect(await ownsCategory(db, learner, 'PMP')).toBe(true);
  expect(await ownsCategory(db, learner, 'PMI-ACP')).toBe(false);
  expect(await ownedCourseIds(db, learner)).toEqual([pmp]);
  expect(await ownedCourseIds(db, newbie)).toEqual([]);
});

test('granting a course is idempotent', async () => {
  const newbie = await userId(NEWBIE);
  const acp = await courseId('pmi-acp');
  expect(await grantEnrollment(db, newbie, acp)).toBe(true);
  expect(await grantEnrollment(db, newbie, acp)).toBe(false);
  expect(await isEnrolled(db, newbie, acp)).toBe(true);
  expect(await ownsCategory(db, newbie, 'PMI-ACP')).toBe(true);
  expect(await ownedCourseIds(db, newbie)).toEqual([acp]);
});
