import { randomBytes } from 'node:crypto';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/utils';
import type Redis from 'ioredis';

/**
 * tus upload locks shared by every API instance through Redis (docs/topology.md#shared-state).
 * A PATCH resumed on another instance than the one that began it must not write while the first
 * still does: with the in-memory locker each instance only knew its own locks.
 *
 *  - A lock is a Redis key `SET NX PX ttl` holding a random token, renewed every third of its TTL
 *    while held, and deleted by its holder only (compare-and-delete in one script).
 *  - A request that finds the lock taken publishes the upload id: the holder, whichever instance,
 *    is asked to let go (tus ends its request, as with the in-memory locker), then the request
 *    tries again until it gets the lock or `acquireTimeoutMs` passes.
 *  - An instance killed while holding a lock stops renewing it: the key lapses after `ttlMs`, and a
 *    resumed upload goes on elsewhere.
 *  - Redis unreachable: the lock is refused (503), never assumed. Uploads fail closed.
 */

export interface RedisLockerOptions {
  /** How long a lock outlives a holder that stopped renewing it (a killed instance). */
  ttlMs?: number;
  /** How long a request waits for a taken lock before tus answers that it could not get it. */
  acquireTimeoutMs?: number;
  /** Between two tries at a taken lock. */
  retryMs?: number;
  prefix?: string;
}

const RELEASE_IF_OWNED = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`;
const RENEW_IF_OWNED = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) end return 0`;

/** tus answers its errors as `{status_code, body}`: Redis down is a temporary refusal. */
export const LOCKS_UNAVAILABLE = {
  status_code: 503,
  body: 'Upload locks are unavailable (Redis cannot be reached): try again shortly.\n',
};

export class RedisLocker implements Locker {
  readonly ttlMs: number;
  readonly acquireTimeoutMs: number;
  readonly retryMs: number;
  readonly prefix: string;
  /** Locks this instance holds, by upload id: who to ask when another request wants one. */
  readonly held = new Map<string, RequestRelease>();
  private readonly channel: string;

  /**
   * `redis` runs commands; `subscriber` is a second connection given over to the release requests
   * (a subscribed connection runs nothing else). The caller owns and closes both.
   */
  constructor(
    readonly redis: Redis,
    subscriber: Redis,
    options: RedisLockerOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? 10_000;
    this.acquireTimeoutMs = options.acquireTimeoutMs ?? 30_000;
    this.retryMs = options.retryMs ?? 100;
    this.prefix = options.prefix ?? 'academy-tus-lock:';
    this.channel = `${this.prefix}release`;
    subscriber.on('message', (channel: string, id: string) => {
      if (channel === this.channel) void this.held.get(id)?.();
    });
    // Subscribed again by ioredis after a reconnection.
    subscriber.subscribe(this.channel).catch(() => undefined);
  }

  newLock(id: string): Lock {
    return new RedisLock(id, this);
  }

  askToRelease(id: string): Promise<number> {
    return this.redis.publish(this.channel, id);
  }
}

class RedisLock implements Lock {
  private readonly key: string;
  private readonly token = randomBytes(16).toString('hex');
  private renewer: NodeJS.Timeout | undefined;

  constructor(
    private readonly id: string,
    private readonly locker: RedisLocker,
  ) {
    this.key = `${locker.prefix}${id}`;
  }

  async lock(stopSignal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const { redis, ttlMs, retryMs } = this.locker;
    const deadline = Date.now() + this.locker.acquireTimeoutMs;
    for (;;) {
      if (stopSignal.aborted) throw ERRORS.ABORTED;
      let taken: string | null;
      try {
        taken = await redis.set(this.key, this.token, 'PX', ttlMs, 'NX');
      } catch {
        throw LOCKS_UNAVAILABLE;
      }
      if (taken === 'OK') {
        this.locker.held.set(this.id, requestRelease);
        this.renewer = setInterval(() => void this.renew(), Math.max(50, ttlMs / 3));
        this.renewer.unref();
        return;
      }
      if (Date.now() >= deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
      await this.locker.askToRelease(this.id).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, retryMs));
    }
  }

  private async renew(): Promise<void> {
    await this.locker.redis
      .eval(RENEW_IF_OWNED, 1, this.key, this.token, String(this.locker.ttlMs))
      .catch(() => undefined);
  }

  async unlock(): Promise<void> {
    clearInterval(this.renewer);
    this.locker.held.delete(this.id);
    // Unreachable Redis: the key lapses by itself after the TTL.
    await this.locker.redis.eval(RELEASE_IF_OWNED, 1, this.key, this.token).catch(() => undefined);
  }
}
