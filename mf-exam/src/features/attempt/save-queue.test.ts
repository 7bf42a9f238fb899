import type { SaveResponseBody } from '@academy/contract';

import { SaveQueue, defaultBackoff, type SaveFailure } from './save-queue';

// The queue's own logic with a stand-in transport (the player's tests drive it against the real
// API). A failure is { kind } thrown by the stand-in.
type Outcome = 'ok' | SaveFailure;

function harness() {
  const sent: [number, SaveResponseBody][] = [];
  const pending: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  const conflicts: unknown[] = [];
  const queue = new SaveQueue({
    send: (questionId, body) => {
      sent.push([questionId, body]);
      return new Promise<void>((resolve, reject) => pending.push({ resolve, reject }));
    },
    classify: (error) => (error as { kind: SaveFailure }).kind,
    onConflict: (error) => conflicts.push(error),
    backoff: () => 1000,
  });
  const settle = async (outcome: Outcome) => {
    const next = pending.shift();
    if (!next) throw new Error('nothing on its way');
    if (outcome === 'ok') next.resolve();
    else next.reject({ kind: outcome });
    await Promise.resolve();
    await Promise.resolve();
  };
  return { queue, sent, settle, conflicts, inFlight: () => pending.length };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('a change is sent at once; changes to a question on its way are merged, the last winning', async () => {
  const { queue, sent, settle } = harness();
  queue.set(1, { answer: 10 });
  queue.set(1, { answer: 11 });
  queue.set(1, { flagged: true });
  queue.set(1, { answer: 12 });
  queue.set(2, { answer: [4, 5] });
  expect(sent).toEqual([
    [1, { answer: 10 }],
    [2, { answer: [4, 5] }],
  ]);
  expect(queue.unsaved(1)).toEqual({ answer: 12, flagged: true });
  await settle('ok');
  expect(sent[2]).toEqual([1, { answer: 12, flagged: true }]);
  await settle('ok');
  await settle('ok');
  expect(queue.getStatus()).toEqual({ pending: 0, offline: false, stopped: false });
});

test('no answer: kept, marked offline, retried with backoff until it goes through; nothing dropped', async () => {
  const { queue, sent, settle, inFlight } = harness();
  const drained = jest.fn();
  queue.set(1, { answer: 10 });
  void queue.flush().then(drained);
  await settle('retry');
  expect(queue.getStatus()).toMatchObject({ offline: true, pending: 1 });
  // Offline: later changes wait (merged over the failed one) for the retry.
  queue.set(1, { flagged: true });
  queue.set(2, { answer: 7 });
  expect(inFlight()).toBe(0);
  jest.advanceTimersByTime(1000);
  expect(sent.at(-1)).toEqual([1, { answer: 10, flagged: true }]);
  await settle('retry');
  jest.advanceTimersByTime(1000);
  // One save probes the connection; once it lands, the rest goes at once.
  expect(inFlight()).toBe(1);
  await settle('ok');
  expect(queue.getStatus().offline).toBe(false);
  expect(sent.slice(-2)).toEqual(
    expect.arrayContaining([
      [1, { answer: 10, flagged: true }],
      [2, { answer: 7 }],
    ]),
  );
  expect(drained).not.toHaveBeenCalled();
  await settle('ok');
  await Promise.resolve();
  expect(drained).toHaveBeenCalled();
  expect(queue.getStatus().pending).toBe(0);
});

test('retryNow (the browser is online again) does not wait for the backoff', async () => {
  const { queue, sent, settle } = harness();
  queue.set(3, { answer: 1 });
  await settle('retry');
  queue.retryNow();
  expect(sent).toHaveLength(2);
});

test('a 409 stops the queue and reports it; restart takes changes again', async () => {
  const { queue, sent, settle, conflicts } = harness();
  queue.set(1, { answer: 1 });
  queue.set(1, { answer: 2 });
  await settle('conflict');
  expect(conflicts).toHaveLength(1);
  expect(queue.getStatus()).toMatchObject({ stopped: true, pending: 0 });
  queue.set(1, { answer: 3 });
  expect(sent).toHaveLength(1);
  queue.restart();
  queue.set(1, { answer: 4 });
  expect(sent.at(-1)).toEqual([1, { answer: 4 }]);
});

test('the backoff doubles from 1 s up to 10 s', () => {
  expect([1, 2, 3, 4, 5, 9].map(defaultBackoff)).toEqual([1000, 2000, 4000, 8000, 10000, 10000]);
});

test('a typed answer waits for the typing to settle: one save per pause, unsaved meanwhile', async () => {
  const { queue, sent, settle } = harness();
  queue.set(5, { answer: '0' }, { settleMs: 700 });
  jest.advanceTimersByTime(300);
  queue.set(5, { answer: '0.' }, { settleMs: 700 });
  jest.advanceTimersByTime(300);
  queue.set(5, { answer: '0.8' }, { settleMs: 700 });
  expect(sent).toEqual([]);
  expect(queue.getStatus().pending).toBe(1);
  expect(queue.unsaved(5)).toEqual({ answer: '0.8' });
  // Another question's change is not held back by it.
  queue.set(6, { flagged: true });
  expect(sent).toEqual([[6, { flagged: true }]]);
  jest.advanceTimersByTime(699);
  expect(sent).toHaveLength(1);
  jest.advanceTimersByTime(1);
  expect(sent.at(-1)).toEqual([5, { answer: '0.8' }]);
  await settle('ok');
  await settle('ok');
  expect(queue.getStatus().pending).toBe(0);
});

test('flush sends a typed answer at once (leaving the section, submitting)', async () => {
  const { queue, sent, settle } = harness();
  const drained = jest.fn();
  queue.set(5, { answer: 'risk owner' }, { settleMs: 700 });
  void queue.flush().then(drained);
  expect(sent).toEqual([[5, { answer: 'risk owner' }]]);
  await settle('ok');
  await Promise.resolve();
  expect(drained).toHaveBeenCalled();
  // Its timer is gone: nothing is sent twice.
  jest.advanceTimersByTime(1000);
  expect(sent).toHaveLength(1);
});

test('a typed answer that settles while offline waits for the retry, then goes', async () => {
  const { queue, sent, settle } = harness();
  queue.set(1, { answer: 10 });
  await settle('retry');
  queue.set(5, { answer: 'late' }, { settleMs: 700 });
  jest.advanceTimersByTime(700);
  expect(sent).toHaveLength(1);
  // The backoff's probe (question 1) lands; everything waiting goes.
  jest.advanceTimersByTime(300);
  await settle('ok');
  expect(sent.at(-1)).toEqual([5, { answer: 'late' }]);
});

test('leaving the page sends a typed answer still waiting for a pause', () => {
  const { queue, sent } = harness();
  queue.set(5, { answer: 'sponsor' }, { settleMs: 700 });
  queue.dispose();
  expect(sent).toEqual([[5, { answer: 'sponsor' }]]);
  jest.advanceTimersByTime(1000);
  expect(sent).toHaveLength(1);
});
