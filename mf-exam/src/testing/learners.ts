// Learners of a test's own, made through the real API as the site makes them: a test's attempts,
// history and weakest domain are then that test's alone, whatever other suites do meanwhile with
// the demo accounts.
import type { Attempt, AttemptMode } from '@academy/contract';
import { apiClient, useAuthStore, type AuthResponse } from '@academy/shared';
import { DEMO_STAFF, loginAs } from '@academy/shared/testing';
import { randomBytes } from 'node:crypto';

/**
 * Registers a learner, has staff grant them the demo PMP course (the back-office's enrolment), and
 * leaves them logged in. Returns their user id.
 */
export async function newPmpLearner(tag: string): Promise<number> {
  useAuthStore.getState().logout();
  const username = `${tag}_${randomBytes(4).toString('hex')}`.toLowerCase();
  const { data } = await apiClient.post<AuthResponse>('/register/', {
    username,
    email: `${username}@example.com`,
    password: 'Academy2023',
  });
  await loginAs(DEMO_STAFF.staff);
  const courses = await apiClient.get<{ id: number; name: string }[]>('/courses/');
  const pmp = courses.data.find((course) => course.name === 'PMP');
  if (!pmp) throw new Error('no demo PMP course');
  const id = (
    JSON.parse(Buffer.from(data.access.split('.')[1]!, 'base64url').toString()) as {
      user_id: number;
    }
  ).user_id;
  await apiClient.post('/admin/enrollments/', { user: id, course: pmp.id, note: 'mf-exam test' });
  if (!useAuthStore.getState().login(data.access)) throw new Error('unusable token');
  return id;
}

/** The demo exam the tests take ('PMP Practice Exam 1', four questions). */
export async function demoExamId(): Promise<number> {
  const { data } = await apiClient.get<{ id: number; name: string }[]>('/PMP/exams');
  const exam = data.find((candidate) => candidate.name === 'PMP Practice Exam 1');
  if (!exam) throw new Error('no demo exam PMP Practice Exam 1');
  return exam.id;
}

export async function startAttempt(body: Record<string, unknown>, mode: AttemptMode) {
  return (await apiClient.post<Attempt>('/attempts/', { ...body, mode })).data;
}

export async function readAttempt(id: number): Promise<Attempt> {
  return (await apiClient.get<Attempt>(`/attempts/${id}/`)).data;
}

/** The right answer of a practice-mode question (which carries is_correct). */
export function rightAnswer(question: Attempt['questions'][number]): number | number[] {
  const ids = question.answers.filter((answer) => answer.is_correct).map((answer) => answer.id);
  return question.question_type === 'MC' ? ids : (ids[0] as number);
}

/** A wrong answer: the first answer that is not correct (MC: it alone). */
export function wrongAnswer(question: Attempt['questions'][number]): number | number[] {
  const wrong = question.answers.find((answer) => !answer.is_correct);
  if (!wrong) throw new Error(`question ${question.id} has no wrong answer`);
  return question.question_type === 'MC' ? [wrong.id] : wrong.id;
}

/**
 * A submitted practice-mode attempt of the demo exam: question i answered right when
 * `plan[i]` is 'right', wrong when 'wrong', left alone when 'skip'; `flag` lists the positions
 * flagged.
 */
export async function submittedAttempt(
  examId: number,
  plan: readonly ('right' | 'wrong' | 'skip')[],
  flag: readonly number[] = [],
): Promise<Attempt> {
  const attempt = await startAttempt({ exam: examId }, 'practice');
  for (const [position, question] of attempt.questions.entries()) {
    const step = plan[position] ?? 'skip';
    const body: Record<string, unknown> = {};
    if (step !== 'skip')
      body.answer = step === 'right' ? rightAnswer(question) : wrongAnswer(question);
    if (flag.includes(position)) body.flagged = true;
    if (Object.keys(body).length > 0)
      await apiClient.put(`/attempts/${attempt.id}/responses/${question.id}/`, body);
  }
  await apiClient.post(`/attempts/${attempt.id}/submit/`);
  return readAttempt(attempt.id);
}
