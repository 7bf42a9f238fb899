import { act, render, screen } from '@testing-library/react';

import { ExamTimer } from './ExamTimer';
import { formatClock, minutesLeft, timeAllowanceSeconds } from './time-allowance';
import { useCountdown } from './use-countdown';

describe('timeAllowanceSeconds: 70 s per question, rounded up to whole minutes', () => {
  it.each([
    [1, 120], // 70 s → 2 minutes
    [4, 300], // 280 s → 5 minutes
    [6, 420], // 420 s is exactly 7 minutes: nothing to round
    [7, 540], // 490 s → 9 minutes
    [50, 3540], // 3500 s → 59 minutes
    [0, 0],
  ])('%i questions → %i s', (questions, seconds) => {
    expect(timeAllowanceSeconds(questions)).toBe(seconds);
  });

  it('never gives less than 70 s per question', () => {
    for (let count = 1; count <= 120; count += 1) {
      const seconds = timeAllowanceSeconds(count);
      expect(seconds).toBeGreaterThanOrEqual(count * 70);
      expect(seconds - count * 70).toBeLessThan(60);
      expect(seconds % 60).toBe(0);
    }
  });
});

describe('clock texts', () => {
  it('formats mm:ss', () => {
    expect(formatClock(300)).toBe('05:00');
    expect(formatClock(299)).toBe('04:59');
    expect(formatClock(5)).toBe('00:05');
    expect(formatClock(3540)).toBe('59:00');
    expect(formatClock(-3)).toBe('00:00');
  });

  it('counts whole minutes left for screen readers', () => {
    expect(minutesLeft(300)).toBe(5);
    expect(minutesLeft(299)).toBe(5);
    expect(minutesLeft(240)).toBe(4);
    expect(minutesLeft(1)).toBe(1);
    expect(minutesLeft(0)).toBe(0);
  });
});

function Countdown({ total, onExpire }: { total: number; onExpire: () => void }) {
  return <ExamTimer remaining={useCountdown(total, onExpire)} />;
}

describe('the countdown', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const tick = (ms: number) => act(() => jest.advanceTimersByTime(ms));
  const clock = () => screen.getByRole('timer', { name: 'Time left' });
  const announced = () => document.querySelector('[aria-live="polite"]')?.textContent;

  it('counts down each second, announces once a minute, and says "Time\'s up!" at 0', () => {
    const onExpire = jest.fn();
    render(<Countdown total={120} onExpire={onExpire} />);
    expect(clock()).toHaveTextContent('02:00');
    expect(announced()).toBe('2 minutes left');

    tick(1000);
    expect(clock()).toHaveTextContent('01:59');
    expect(announced()).toBe('2 minutes left');
    tick(58_000);
    expect(clock()).toHaveTextContent('01:01');
    expect(announced()).toBe('2 minutes left');
    tick(1000);
    expect(clock()).toHaveTextContent('01:00');
    expect(announced()).toBe('1 minute left');
    expect(onExpire).not.toHaveBeenCalled();

    tick(60_000);
    expect(clock()).toHaveTextContent("Time's up!");
    expect(announced()).toBe("Time's up!");
    expect(onExpire).toHaveBeenCalledTimes(1);

    tick(10_000);
    expect(onExpire).toHaveBeenCalledTimes(1);
    expect(clock()).toHaveTextContent("Time's up!");
  });

  it('reads the clock, so a long pause between ticks does not lengthen the exam', () => {
    const onExpire = jest.fn();
    render(<Countdown total={60} onExpire={onExpire} />);
    // The wall clock jumps 45 s while no tick runs (a throttled background tab).
    act(() => {
      jest.setSystemTime(Date.now() + 45_000);
      jest.advanceTimersByTime(1000);
    });
    expect(clock()).toHaveTextContent('00:14');
  });
});
