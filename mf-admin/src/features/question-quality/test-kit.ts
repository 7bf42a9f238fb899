// What the question quality tests make through the real API: a PMP topic of questions, and
// learners who own the PMP course (granted by staff) taking it through the attempts API.
import { apiClient } from '@academy/shared';
import { signedInAs } from '@academy/shared/testing';

import type { AdminQuestion } from '@academy/contract';
import { demoCourseId, registerLearner, type TestLearner } from '../../testing/people';
import { makeBanks, makeQuestion } from '../question-banks/test-kit';

/** A new PMP topic with these OC questions (answers: text and whether the key says right). */
export async function makeTopic(
  name: string,
  questions: { text: string; answers: [string, boolean][] }[],
) {
  const [topic] = await makeBanks('topics', 'PMP', [name]);
  const made: AdminQuestion[] = [];
  for (const question of questions) {
    made.push(
      await makeQuestion(
        { topic: topic!.id },
        {
          text: question.text,
          answers: question.answers.map(([text, is_correct]) => ({ text, is_correct })),
        },
      ),
    );
  }
  return { topic: topic!, questions: made };
}

/** A new learner who owns the PMP course: registered, then granted it by staff (the session). */
export async function pmpLearner(tag: string): Promise<TestLearner> {
  const learner = await registerLearner(tag);
  await apiClient.post('/admin/enrollments/', {
    user: learner.id,
    course: await demoCourseId('PMP'),
    note: 'Question quality test',
  });
  return learner;
}

/** The learner takes the topic (exam or practice mode), picking answers by text, and submits. */
export async function takeTopic(
  learner: TestLearner,
  topicId: number,
  mode: 'exam' | 'practice',
  picks: [AdminQuestion, string][],
): Promise<void> {
  await signedInAs(learner.token, async () => {
    const { data: attempt } = await apiClient.post<{ id: number }>('/attempts/', {
      topic: topicId,
      mode,
    });
    for (const [question, text] of picks) {
      const answer = question.answers.find((candidate) => candidate.text === text);
      if (!answer) throw new Error(`no answer "${text}"`);
      await apiClient.put(`/attempts/${attempt.id}/responses/${question.id}/`, {
        answer: answer.id,
      });
    }
    await apiClient.post(`/attempts/${attempt.id}/submit/`);
  });
}
