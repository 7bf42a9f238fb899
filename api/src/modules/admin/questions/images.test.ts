import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { json, LEARNER } from '../../../test/helpers';
import { auditCount } from '../../../test/admin-test-kit';
import { SET_UP_TIMEOUT_MS } from '../../../test/suite';
import { startUploadsServer, type UploadsTestServer } from '../uploads/test-server';

/** A 1×1 PNG: what file-type must recognise by its content. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let server: UploadsTestServer;
let mediaDir: string;
let topicId: number;
beforeAll(async () => {
  // Claims write media: a folder of this file's own, not the shared demo media.
  mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'academy-question-images-'));
  server = await startUploadsServer({ env: { MEDIA_DIR: mediaDir } });
  const topic = await server.ctx.request({
    method: 'POST',
    url: '/api/admin/topics/',
    payload: { name: 'Images', category: 'PMP' },
    token: server.tokens.staff,
  });
  topicId = json<{ id: number }>(topic).id;
}, SET_UP_TIMEOUT_MS);
afterAll(async () => {
  await server?.ctx.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
}, SET_UP_TIMEOUT_MS);

/** A finished upload of `bytes` declared as `kind`; resolves to its id. */
async function uploaded(bytes: Buffer, kind = 'image'): Promise<string> {
  const created = await server.create(bytes.length, { filename: 'diagram.png', kind });
  const location = created.headers.get('location') ?? '';
  await server.patch(new URL(location, server.baseUrl).pathname, 0, bytes);
  return location.split('/').pop() ?? '';
}

interface Question {
  id: number;
  img: string | null;
  answers: { text: string; img: string | null }[];
}

const request = (method: 'POST' | 'PATCH', url: string, payload: Record<string, unknown>) =>
  server.ctx.request({ method, url, payload, token: server.tokens.staff });

test('question and answer images are claimed from uploads and served publicly', async () => {
  const created = await request('POST', '/api/admin/questions/', {
    topic: topicId,
    text: 'Which chart shows this distribution?',
    question_type: 'OC',
    img: await uploaded(PNG),
    answers: [
      { text: 'A histogram', is_correct: true, img: await uploaded(PNG) },
      { text: 'A Gantt chart', is_correct: false, img: null },
    ],
  });
  expect(created.statusCode).toBe(201);
  const question = json<Question>(created);
  expect(question.img).toMatch(/^\/api\/media\/public\/[0-9a-f]{20}\.png$/);
  expect(question.answers.map((answer) => answer.img)).toEqual([question.img, null]);
  const served = await server.ctx.request({ method: 'GET', url: question.img ?? '' });
  expect(served.statusCode).toBe(200);
  expect(served.rawPayload.equals(PNG)).toBe(true);
  const learner = server.ctx.tokenFor(await server.ctx.userId(LEARNER));
  const bank = json<{ questions: Question[] }>(
    await server.ctx.request({ method: 'GET', url: `/api/PMP/topics/${topicId}`, token: learner }),
  );
  expect(bank.questions.find((item) => item.id === question.id)?.img).toBe(question.img);

  // Sending the answered URLs back keeps the images; null removes one.
  const url = `/api/admin/questions/${question.id}/`;
  const kept = json<Question>(
    await request('PATCH', url, {
      img: question.img,
      answers: [
        { text: 'A histogram', is_correct: true, img: question.answers[0]?.img },
        { text: 'A Pareto chart', is_correct: false },
      ],
    }),
  );
  expect(kept.img).toBe(question.img);
  expect(kept.answers.map((answer) => answer.img)).toEqual([question.img, null]);
  expect(json<Question>(await request('PATCH', url, { img: null })).img).toBeNull();
});

test('a refused image is a 400 at its field, and nothing is written', async () => {
  const before = await auditCount(server.ctx);
  const base = {
    topic: topicId,
    text: 'Refused image',
    question_type: 'OC',
    answers: [
      { text: 'Yes', is_correct: true },
      { text: 'No', is_correct: false },
    ],
  };
  const unknown = await request('POST', '/api/admin/questions/', { ...base, img: 'f'.repeat(32) });
  expect(unknown.statusCode).toBe(400);
  expect(json(unknown)).toEqual({ img: ['There is no upload with this id.'] });

  const text = await uploaded(Buffer.from('not an image at all, only words '.repeat(4)));
  const answers = [base.answers[0], { ...base.answers[1], img: text }];
  const notImage = await request('POST', '/api/admin/questions/', { ...base, answers });
  expect(notImage.statusCode).toBe(400);
  expect(json(notImage)).toEqual({
    answers: { 1: { img: ['The file is not a PNG, JPEG, WebP, GIF or AVIF image.'] } },
  });
  const pdfDeclared = await uploaded(PNG, 'pdf');
  expect(
    json(await request('POST', '/api/admin/questions/', { ...base, img: pdfDeclared })),
  ).toEqual({ img: ['The upload was not declared as a PNG, JPEG, WebP, GIF or AVIF image.'] });
  expect(await auditCount(server.ctx)).toBe(before);
});
