import { apiClient, setRuntimeConfig } from '@academy/shared';
import { DEMO_LEARNERS, useRealApi } from '@academy/shared/testing';

import { serverProblemText, serverProblems } from './server-problems';

// Real refusals of the real API (DRF's shape), placed as a form shows them.
beforeEach(() => {
  useRealApi();
});

async function failureOf(call: Promise<unknown>): Promise<unknown> {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error('the call was expected to fail');
}

const takenEmail = () =>
  failureOf(
    apiClient.post('/register/', {
      username: 'someone',
      email: DEMO_LEARNERS.paid.email,
      password: 'Academy2023',
    }),
  );

test("a field's messages go on that field when the form has it", async () => {
  expect(serverProblems(await takenEmail(), ['email', 'password'])).toEqual({
    fields: { email: 'user with this email already exists.' },
    general: [],
  });
});

test('a field the form does not have: its messages go above the form', async () => {
  expect(serverProblems(await takenEmail(), ['name'])).toEqual({
    fields: {},
    general: ['user with this email already exists.'],
  });
  expect(serverProblemText(await takenEmail(), 'fallback')).toBe(
    'user with this email already exists.',
  );
});

test('a refusal with a detail (401 of a wrong login) is one message above the form', async () => {
  const error = await failureOf(
    apiClient.post('/login/', { email: DEMO_LEARNERS.paid.email, password: 'wrong-Password1' }),
  );
  const problems = serverProblems(error, ['email', 'password']);
  expect(problems.fields).toEqual({});
  expect(problems.general).toHaveLength(1);
  expect(problems.general[0]).not.toBe('');
});

test('no answer at all: the connection is named', async () => {
  setRuntimeConfig({ apiBaseUrl: 'http://127.0.0.1:9/api' });
  const error = await failureOf(apiClient.get('/courses/'));
  expect(serverProblems(error, ['name'])).toEqual({
    fields: {},
    general: ['The server could not be reached. Check the connection and try again.'],
  });
  expect(serverProblemText(error, 'fallback')).toBe(
    'The server could not be reached. Check the connection and try again.',
  );
});
