/**
 * The server's clock: exam deadlines count by it alone. A service (api/src/services.ts) so that
 * tests move time on instead of faking timers.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
