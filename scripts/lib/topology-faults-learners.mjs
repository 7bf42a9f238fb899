// The topology's fault tests of learners' writes (`npm run topology -- test`,
// docs/topology.md#faults): an API instance killed (-9) while 200 learners autosave exam answers,
// and while a purchase waits between PayPal's capture and the enrolment. Each counts what the
// learners were told against what the database holds. Bounded: every wait has a deadline.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';

import pg from 'pg';

import { call, registerOwners } from '../../bench/lib/learners.mjs';
import { startMock } from '../../bench/lib/save-load.mjs';
import { waitFor } from './topology-faults.mjs';

const percentile = (values, p) =>
  Math.round([...values].sort((a, b) => a - b)[Math.floor(((values.length - 1) * p) / 100)] ?? 0);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * One autosave as the exam player sends it, through nginx: status, or 'cut' when the connection
 * broke. Bounded by `timeoutMs`: a save left without an answer counts as 'timeout'.
 */
async function save(url, learner, questionId, answer, timeoutMs = 30_000) {
  try {
    const response = await fetch(
      `${url}/api/attempts/${learner.attemptId}/responses/${questionId}/`,
      {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${learner.token}` },
        body: JSON.stringify({ answer, flagged: false }),
        signal: AbortSignal.timeout(timeoutMs),
      },
    );
    await response.arrayBuffer();
    return response.status;
  } catch (error) {
    return error?.name === 'TimeoutError' ? 'timeout' : 'cut';
  }
}

/**
 * (b) kill -9 one API instance while `learners` learners each save an answer every 2 s for 24 s
 * through nginx. A save not acknowledged (200) is sent again, as the player keeps unsaved answers
 * until one is; afterwards every acknowledged answer (the last per question) must be in the
 * database: 0 lost.
 */
export async function autosavesSurviveKill(topology, { learners }) {
  const db = new pg.Pool({ connectionString: topology.databaseUrl, max: 4 });
  const victim = topology.apis[0];
  try {
    const tag = randomBytes(3).toString('hex');
    const owners = await registerOwners(topology.url, db, learners, `fault-${tag}`);
    const prepared = [];
    for (let start = 0; start < owners.length; start += 20) {
      const batch = owners.slice(start, start + 20);
      prepared.push(
        ...(await Promise.all(batch.map(({ token }) => startMock(topology.url, token)))),
      );
    }
    const intervalMs = 2000;
    const runMs = 24_000;
    const startedAt = Date.now();
    const endAt = startedAt + runMs;
    /** `${attempt}:${question}` → the answer last acknowledged. */
    const acknowledged = new Map();
    const notAcknowledged = new Map();
    let saves = 0;
    const latencies = [];
    let inFlight = 0;
    let inFlightAtKill = 0;
    let resent = 0;
    let killedAt = 0;
    const killer = sleep(runMs / 3).then(() => {
      killedAt = Date.now() - startedAt;
      inFlightAtKill = inFlight;
      victim.process?.kill('SIGKILL');
    });
    await Promise.all(
      prepared.map(async (learner) => {
        let next = Date.now() + Math.random() * intervalMs;
        for (;;) {
          await sleep(next - Date.now());
          if (Date.now() >= endAt) return;
          const question = learner.questions[Math.floor(Math.random() * learner.questions.length)];
          const pick = question.answers[Math.floor(Math.random() * question.answers.length)].id;
          const answer = question.question_type === 'MC' ? [pick] : pick;
          // Sent until acknowledged, as the player does; at most 5 times (then it counts as unsaved
          // and the test fails: the learner would see "not saved").
          for (let tries = 1; ; tries += 1) {
            const begun = performance.now();
            inFlight += 1;
            const status = await save(topology.url, learner, question.id, answer);
            inFlight -= 1;
            latencies.push(performance.now() - begun);
            saves += 1;
            if (status === 200) {
              acknowledged.set(`${learner.attemptId}:${question.id}`, answer);
              break;
            }
            notAcknowledged.set(status, (notAcknowledged.get(status) ?? 0) + 1);
            if (tries === 5) throw new Error(`a save was never acknowledged (last: ${status})`);
            resent += 1;
            await sleep(500 * tries);
          }
          next += intervalMs;
        }
      }),
    );
    await killer;
    const { rows } = await db.query(
      'SELECT attempt_id, question_id, answer FROM attempt_responses WHERE attempt_id = ANY($1::int[])',
      [prepared.map((learner) => learner.attemptId)],
    );
    const stored = new Map(
      rows.map((row) => [`${row.attempt_id}:${row.question_id}`, JSON.stringify(row.answer)]),
    );
    let lost = 0;
    for (const [key, answer] of acknowledged) {
      if (stored.get(key) !== JSON.stringify(answer)) lost += 1;
    }
    assert.ok(acknowledged.size > learners, 'the learners saved answers');
    assert.equal(lost, 0, 'no acknowledged answer is lost');
    const errors = [...notAcknowledged].map(([status, n]) => `${n} × ${status}`).join(', ');
    return {
      name: `(b) kill -9 an API instance while ${learners} learners autosave exam answers`,
      figures: {
        'learners, run': `${learners} learners, one save each 2 s, ${runMs / 1000} s; killed at ${(killedAt / 1000).toFixed(1)} s with ${inFlightAtKill} saves in flight`,
        'saves sent (resends included)': `${saves}, p50 ${percentile(latencies, 50)} ms, p99 ${percentile(latencies, 99)} ms`,
        'not acknowledged, then resent': `${resent}${errors ? ` (${errors})` : ''}`,
        'answers acknowledged (last per question)': acknowledged.size,
        'acknowledged answers lost': lost,
      },
    };
  } finally {
    await db.end();
    if (victim.process && (victim.process.exitCode !== null || victim.process.signalCode)) {
      await victim.start();
    }
  }
}

/**
 * (c) kill -9 the instance capturing a purchase after PayPal charged the learner and before it
 * enrolled them: the PayPal stand-in holds its capture's answer while the instance is killed. The
 * learner's page sends the capture again through nginx until it is answered; then PayPal holds one
 * capture of the order and the learner one enrolment and one completed order.
 */
export async function purchaseSurvivesKill(topology) {
  const db = new pg.Pool({ connectionString: topology.databaseUrl, max: 2 });
  const victim = topology.apis[1];
  const paypal = topology.paypal.url;
  try {
    const email = `buyer-${randomBytes(3).toString('hex')}@example.com`;
    const registered = await call(topology.url, 'POST', '/api/register/', null, {
      username: 'buyer',
      email,
      password: 'BuyOnce2026',
    });
    assert.equal(registered.status, 201, 'the buyer registers');
    const token = registered.body.access;
    const { rows: users } = await db.query('SELECT id FROM users WHERE lower(email) = $1', [email]);
    const userId = users[0].id;
    const { rows: courses } = await db.query("SELECT id FROM courses WHERE key = 'pmp'");
    const courseId = courses[0].id;
    const created = await call(topology.url, 'POST', '/api/create-payment/', token, {
      cart: [{ id: courseId, quantity: 1 }],
    });
    assert.equal(created.status, 201, 'the PayPal order is created');
    const orderId = created.body.id;
    const approved = await fetch(`${paypal}/sdk/orders/${orderId}/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ instrument: 'balance' }),
    });
    assert.equal(approved.status, 200, 'the buyer approves in PayPal');
    await fetch(`${paypal}/__standin/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ operation: 'capture', mode: 'held-response', ms: 60_000 }),
    });
    const captures = async () => {
      const orders = await (await fetch(`${paypal}/__standin/orders`)).json();
      const order = orders.find((o) => o.id === orderId);
      return (order?.purchase_units ?? []).flatMap((unit) => unit.payments?.captures ?? []);
    };
    // Straight to the victim: the capture it sends PayPal is made, its answer held.
    const first = call(victim.url, 'POST', `/api/orders/${orderId}/`, token, {}).then(
      (answer) => answer.status,
      () => 'cut',
    );
    await waitFor('the capture at PayPal', async () => (await captures()).length === 1, 60_000);
    victim.process?.kill('SIGKILL');
    assert.equal(await first, 'cut', 'the capture request is cut by the kill');
    const killedAt = Date.now();
    // The learner's page asks again through nginx; 409 (payment under way) while the dead
    // instance's claim on the order stands (ABANDONED_CAPTURE_SECONDS in orders-repository.ts).
    const answers = new Map();
    const settled = await waitFor(
      'the capture through nginx',
      async () => {
        const answer = await call(topology.url, 'POST', `/api/orders/${orderId}/`, token, {});
        answers.set(answer.status, (answers.get(answer.status) ?? 0) + 1);
        if (answer.status === 200) return answer;
        await sleep(5000);
        return null;
      },
      180_000,
    );
    const settledAfter = Date.now() - killedAt;
    assert.deepEqual(
      [...answers.keys()].filter((status) => status !== 200 && status !== 409),
      [],
      'a retry is refused cleanly (409) while the claim stands',
    );
    assert.equal(settled.body.status, 'COMPLETED');
    const again = await call(topology.url, 'POST', `/api/orders/${orderId}/`, token, {});
    assert.equal(again.status, 200, 'a further capture answers the same order');
    const charged = (await captures()).length;
    const { rows: enrolled } = await db.query(
      'SELECT count(*)::int AS n FROM enrollments WHERE user_id = $1 AND course_id = $2',
      [userId, courseId],
    );
    const { rows: completed } = await db.query(
      "SELECT count(*)::int AS n FROM orders WHERE user_id = $1 AND course_id = $2 AND status = 'COMPLETED'",
      [userId, courseId],
    );
    const refunds = (await (await fetch(`${paypal}/__standin/refunds`)).json()).filter(
      (refund) => refund.order_id === orderId,
    );
    assert.equal(charged, 1, 'charged once');
    assert.equal(refunds.length, 0, 'nothing refunded');
    assert.equal(enrolled[0].n, 1, 'enrolled once');
    assert.equal(completed[0].n, 1, 'one completed order');
    const retries = [...answers].map(([status, n]) => `${n} × ${status}`).join(', ');
    return {
      name: '(c) kill -9 an API instance between the PayPal capture and the enrolment',
      figures: {
        'captures at PayPal': charged,
        'enrolments, completed orders': `${enrolled[0].n}, ${completed[0].n}`,
        'retries through nginx': retries,
        'enrolled after the kill (s)': (settledAfter / 1000).toFixed(1),
      },
    };
  } finally {
    await db.end();
    if (victim.process && (victim.process.exitCode !== null || victim.process.signalCode)) {
      await victim.start();
    }
  }
}
