import { AddressLimit } from './address-limit';

describe('AddressLimit', () => {
  test('lets `max` requests per address through in a window, then says when to retry', () => {
    const limit = new AddressLimit(2, 60_000);
    expect(limit.take('a', 1_000)).toEqual({ allowed: true });
    expect(limit.take('a', 2_000)).toEqual({ allowed: true });
    expect(limit.take('a', 31_000)).toEqual({ allowed: false, retryAfterMs: 30_000 });
    // Another address has its own count.
    expect(limit.take('b', 31_000)).toEqual({ allowed: true });
  });

  test('starts counting again when the window is over', () => {
    const limit = new AddressLimit(1, 60_000);
    expect(limit.take('a', 0)).toEqual({ allowed: true });
    expect(limit.take('a', 59_999)).toEqual({ allowed: false, retryAfterMs: 1 });
    expect(limit.take('a', 60_000)).toEqual({ allowed: true });
  });
});
