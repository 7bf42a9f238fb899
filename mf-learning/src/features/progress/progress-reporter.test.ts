import type { SaveLessonProgressBody } from '@academy/contract';

import { MAX_REPORTED_RANGES, ProgressReporter, REPORT_INTERVAL_MS } from './progress-reporter';

interface Sent {
  body: SaveLessonProgressBody;
  leaving: boolean;
}

/** A reporter whose reports are kept in `sent`; each is answered `reached` (true by default). */
function reporterRecording(reached: () => boolean = () => true) {
  const sent: Sent[] = [];
  const reporter = new ProgressReporter(async (body, leaving) => {
    sent.push({ body, leaving });
    return reached();
  });
  return { reporter, sent };
}

/** Plays from `from` to `to` as the browser does: a timeupdate every 250 ms of the clock. */
function play(reporter: ProgressReporter, from: number, to: number) {
  for (let time = from; time <= to; time += 0.25) {
    reporter.timeUpdate(time, false);
    jest.advanceTimersByTime(250);
  }
}

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-20T10:00:00Z') }));
afterEach(() => jest.useRealTimers());

describe('ProgressReporter', () => {
  it('reports at most every 10 s while playing, with the position and the watched range', () => {
    const { reporter, sent } = reporterRecording();
    reporter.durationKnown(120.456789);
    play(reporter, 0, 9.75); // the last timeupdate 9.75 s after the start: not yet
    expect(sent).toEqual([]);
    play(reporter, 10, 10); // 10 s after the start
    expect(sent).toEqual([
      { body: { position: 10, watched: [[0, 10]], duration: 120.45 }, leaving: false },
    ]);
    play(reporter, 10.25, 25);
    expect(sent.map((report) => report.body.position)).toEqual([10, 20]);
    expect(sent).toHaveLength(2);
    expect(REPORT_INTERVAL_MS).toBe(10_000);
  });

  it('reports at once on pause, and then nothing while paused', () => {
    const { reporter, sent } = reporterRecording();
    play(reporter, 0, 3);
    reporter.settledAt(3.1);
    expect(sent).toEqual([{ body: { position: 3.1, watched: [[0, 3]] }, leaving: false }]);
    jest.advanceTimersByTime(60_000);
    reporter.flush(false);
    reporter.settledAt(3.1);
    expect(sent).toHaveLength(1);
  });

  it('reports a seek where it lands, and does not count the skipped time as watched', () => {
    const { reporter, sent } = reporterRecording();
    play(reporter, 0, 4);
    reporter.seeking();
    reporter.timeUpdate(80, true);
    reporter.settledAt(80);
    expect(sent.at(-1)!.body).toEqual({ position: 80, watched: [[0, 4]] });
    play(reporter, 80, 82);
    reporter.settledAt(82);
    expect(sent.at(-1)!.body).toEqual({
      position: 82,
      watched: [
        [0, 4],
        [80, 82],
      ],
    });
  });

  it('sends a leaving report through the page-outliving way, only when there is news', () => {
    const { reporter, sent } = reporterRecording();
    reporter.flush(true);
    expect(sent).toEqual([]);
    play(reporter, 0, 2);
    reporter.flush(true);
    reporter.flush(true); // visibilitychange then pagehide: the second has nothing new
    expect(sent).toEqual([{ body: { position: 2, watched: [[0, 2]] }, leaving: true }]);
  });

  it('says nothing about the saved position it resumed at, until the learner moves', () => {
    const { reporter, sent } = reporterRecording();
    reporter.savedPosition(42);
    reporter.seeking();
    reporter.settledAt(42); // the resume's own seek
    reporter.flush(true);
    expect(sent).toEqual([]);
    play(reporter, 42, 45);
    reporter.settledAt(45);
    expect(sent).toEqual([{ body: { position: 45, watched: [[42, 45]] }, leaving: false }]);
  });

  it('sends a report that did not reach the server again, and one refused for good never', async () => {
    let reached = false;
    const { reporter, sent } = reporterRecording(() => reached);
    play(reporter, 0, 2);
    reporter.settledAt(2);
    await Promise.resolve(); // the failed send is heard
    reporter.flush(false);
    expect(sent).toHaveLength(2);
    reached = true;
    await Promise.resolve();
    reporter.flush(false);
    await Promise.resolve();
    reporter.flush(false);
    expect(sent).toHaveLength(3);
    expect(sent[2]!.body).toEqual(sent[0]!.body);
  });

  it('never sends more ranges than the API takes: the longest ones', () => {
    const { reporter, sent } = reporterRecording();
    for (let index = 0; index < MAX_REPORTED_RANGES + 10; index += 1) {
      const start = index * 10;
      reporter.seeking();
      reporter.timeUpdate(start, false);
      // The first 10 ranges are 1 s long, the others 2 s.
      reporter.timeUpdate(start + (index < 10 ? 1 : 2), false);
    }
    reporter.flush(false);
    const watched = sent[0]!.body.watched!;
    expect(watched).toHaveLength(MAX_REPORTED_RANGES);
    expect(watched[0]).toEqual([100, 102]);
    expect(watched.every(([from, to]) => to - from === 2)).toBe(true);
  });
});
