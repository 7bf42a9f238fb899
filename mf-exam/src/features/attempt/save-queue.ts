import type { SaveResponseBody } from '@academy/contract';

/** What a failed save means: try again later, the attempt no longer takes writes, or a bad write. */
export type SaveFailure = 'retry' | 'conflict' | 'refused';

export interface SaveQueueStatus {
  /** Changes not yet confirmed by the server (sent or waiting). */
  pending: number;
  /** The last try failed for want of an answer (network, 5xx, 429): retrying with backoff. */
  offline: boolean;
  /** A 409: the attempt no longer takes writes (time up, submitted, section locked). */
  stopped: boolean;
}

export interface SaveQueueOptions {
  send: (questionId: number, body: SaveResponseBody) => Promise<unknown>;
  classify: (error: unknown) => SaveFailure;
  onConflict?: (error: unknown) => void;
  onRefused?: (questionId: number, error: unknown) => void;
  /** The wait before the n-th retry in a row (from 1), in ms. */
  backoff?: (failures: number) => number;
}

/** 1 s, 2 s, 4 s, 8 s, then every 10 s until the server answers. */
export const defaultBackoff = (failures: number) => Math.min(10_000, 1000 * 2 ** (failures - 1));

/**
 * The player's autosave: one queue per question, last write wins. A change is sent at once; while
 * a question's save is on the way, later changes to it wait and are merged (field by field, the
 * newest winning), then sent as one. A save that gets no answer is kept and tried again with
 * backoff (and at once when the browser says it is online again): no change is ever dropped
 * silently. A 409 stops the queue: the attempt is over or the section left.
 */
export class SaveQueue {
  private readonly waiting = new Map<number, SaveResponseBody>();
  private readonly sending = new Map<number, SaveResponseBody>();
  private readonly listeners = new Set<() => void>();
  private readonly drained = new Set<() => void>();
  /** Changes held back while the learner types (see `set`'s `settleMs`). */
  private readonly settling = new Map<number, ReturnType<typeof setTimeout>>();
  private failures = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private status: SaveQueueStatus = { pending: 0, offline: false, stopped: false };

  constructor(private readonly options: SaveQueueOptions) {}

  /**
   * Records a change to a question and sends it (or queues it behind the one on its way). With
   * `settleMs` (a typed answer) it waits until the changes have stopped for that long, so a word
   * is one save, not one per key; it counts as unsaved meanwhile, and `flush` sends it at once.
   */
  set(questionId: number, patch: SaveResponseBody, { settleMs = 0 } = {}): void {
    if (this.status.stopped) return;
    this.waiting.set(questionId, { ...this.waiting.get(questionId), ...patch });
    this.stopSettling(questionId);
    if (settleMs > 0) {
      this.settling.set(
        questionId,
        setTimeout(() => {
          this.settling.delete(questionId);
          if (this.status.offline) this.scheduleRetry();
          else this.pump(questionId);
        }, settleMs),
      );
    }
    this.update();
    if (!this.status.offline) this.pump(questionId);
  }

  /** What the server has not confirmed yet for a question: shown over a fresh read. */
  unsaved(questionId: number): SaveResponseBody | undefined {
    const sending = this.sending.get(questionId);
    const waiting = this.waiting.get(questionId);
    return sending || waiting ? { ...sending, ...waiting } : undefined;
  }

  /** Every question with an unconfirmed change. */
  unsavedQuestions(): number[] {
    return [...new Set([...this.sending.keys(), ...this.waiting.keys()])];
  }

  /** Tries every waiting change now (the browser is online again, or the learner asked). */
  retryNow(): void {
    if (this.status.stopped) return;
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    for (const questionId of [...this.settling.keys()]) this.stopSettling(questionId);
    for (const questionId of [...this.waiting.keys()]) this.pump(questionId);
  }

  /** Takes changes again after a 409, once the page has re-read the attempt. */
  restart(): void {
    if (!this.status.stopped) return;
    this.status = { ...this.status, stopped: false };
    this.update();
  }

  /** Sends what waits for the typing to settle, and resolves once every change is confirmed. */
  flush(): Promise<void> {
    if (this.status.pending === 0 || this.status.stopped) return Promise.resolve();
    if (!this.status.offline) this.retryNow();
    return new Promise((resolve) => this.drained.add(resolve));
  }

  /** Stops all work (the page is leaving); a typed answer still waiting for a pause goes now. */
  dispose(): void {
    if (this.retryTimer !== null) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    for (const questionId of [...this.settling.keys()]) {
      this.stopSettling(questionId);
      if (!this.status.offline) this.pump(questionId);
    }
    this.listeners.clear();
  }

  getStatus = (): SaveQueueStatus => this.status;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private stopSettling(questionId: number): void {
    const timer = this.settling.get(questionId);
    if (timer !== undefined) clearTimeout(timer);
    this.settling.delete(questionId);
  }

  private pump(questionId: number): void {
    if (this.sending.has(questionId) || this.settling.has(questionId) || this.status.stopped)
      return;
    const body = this.waiting.get(questionId);
    if (!body) return;
    this.waiting.delete(questionId);
    this.sending.set(questionId, body);
    this.options.send(questionId, body).then(
      () => {
        this.sending.delete(questionId);
        this.failures = 0;
        if (this.status.offline) {
          // The connection is back: everything that waited goes now.
          this.setOffline(false);
          this.retryNow();
        } else this.pump(questionId);
        this.update();
      },
      (error: unknown) => {
        this.sending.delete(questionId);
        const failure = this.options.classify(error);
        if (failure === 'retry') {
          // Kept, under any newer change to the same question.
          this.waiting.set(questionId, { ...body, ...this.waiting.get(questionId) });
          this.failures += 1;
          this.setOffline(true);
          this.scheduleRetry();
        } else if (failure === 'conflict') {
          for (const id of [...this.settling.keys()]) this.stopSettling(id);
          this.waiting.clear();
          this.status = { ...this.status, stopped: true };
          this.options.onConflict?.(error);
        } else {
          this.options.onRefused?.(questionId, error);
          this.pump(questionId);
        }
        this.update();
      },
    );
  }

  private scheduleRetry(): void {
    if (this.retryTimer !== null) return;
    const wait = (this.options.backoff ?? defaultBackoff)(this.failures);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      // One question probes the connection; its success sends the rest.
      const first = [...this.waiting.keys()].find((id) => !this.settling.has(id));
      if (first !== undefined) this.pump(first);
    }, wait);
  }

  private setOffline(offline: boolean): void {
    this.status = { ...this.status, offline };
  }

  private update(): void {
    const pending = this.unsavedQuestions().length;
    if (pending !== this.status.pending) this.status = { ...this.status, pending };
    if (pending === 0 || this.status.stopped) {
      for (const resolve of this.drained) resolve();
      this.drained.clear();
    }
    for (const listener of this.listeners) listener();
  }
}
