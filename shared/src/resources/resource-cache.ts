// The page's one cache of server answers, behind useResource (./use-resource.tsx). It does what
// every data hook used to do by hand: key the answer, ask once for all the components showing it,
// abort what nobody shows any more, fetch again on demand, and never hand out the answer of
// another key. TanStack Query does the same and more, but costs 11 KB gzip on every page, which
// the home page's budget does not have (issue 15).

/** Names an answer: ['course', '4']. A prefix (['course']) names every answer under it. */
export type ResourceKey = readonly (string | number | null)[];

export interface ResourceOptions<T> {
  key: ResourceKey;
  /** Asks the server; the signal aborts the call when no component shows the answer any more. */
  fetch: (signal: AbortSignal) => Promise<T>;
  /** Hears a failed fetch (never an aborted one): each call decides what the learner sees of it. */
  onError?: (error: unknown) => void;
  /** How a fetched-again answer replaces the one shown (default: wholly). */
  merge?: (shown: T, fresh: T) => T;
}

/** `data` survives a failed re-fetch: the page stays as it was. */
export type ResourceState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'success'; data: T; error?: undefined }
  | { status: 'error'; data?: T; error: unknown };

const LOADING: ResourceState<never> = { status: 'loading' };

interface Entry {
  key: ResourceKey;
  options: ResourceOptions<unknown>;
  state: ResourceState<unknown>;
  listeners: Set<() => void>;
  controller: AbortController | null;
}

const hashOf = (key: ResourceKey) => JSON.stringify(key);
const startsWith = (key: ResourceKey, prefix: ResourceKey) =>
  prefix.every((part, index) => key[index] === part);

/**
 * Answers live while a component shows them: the last one to leave aborts the call and drops the
 * answer, so every screen asks the server again when it opens, as the spec's screens always did
 * (a learner who has just paid never sees a remembered 'unpaid').
 */
export class ResourceCache {
  readonly #entries = new Map<string, Entry>();
  readonly #kept = new Map<string, Promise<unknown>>();

  /**
   * An answer that never changes (a translation), asked once for the page's life and shared by
   * whoever asks; a failed one is forgotten, so a later call asks again.
   */
  fetchOnce<T>(key: ResourceKey, fetch: () => Promise<T>): Promise<T> {
    const hash = hashOf(key);
    let pending = this.#kept.get(hash) as Promise<T> | undefined;
    if (!pending) {
      pending = fetch();
      pending.catch(() => this.#kept.delete(hash));
      this.#kept.set(hash, pending);
    }
    return pending;
  }

  /** The current state of `key` (loading when nobody has asked yet). */
  read<T>(key: ResourceKey): ResourceState<T> {
    return (this.#entries.get(hashOf(key))?.state ?? LOADING) as ResourceState<T>;
  }

  /** Shows `options.key` to `listener`; the first listener starts the fetch. */
  subscribe<T>(options: ResourceOptions<T>, listener: () => void): () => void {
    const hash = hashOf(options.key);
    const known = this.#entries.get(hash);
    const entry: Entry = known ?? {
      key: options.key,
      options: options as ResourceOptions<unknown>,
      state: LOADING,
      listeners: new Set(),
      controller: null,
    };
    if (!known) {
      this.#entries.set(hash, entry);
      this.#fetch(entry);
    }
    entry.options = options as ResourceOptions<unknown>;
    entry.listeners.add(listener);
    return () => {
      entry.listeners.delete(listener);
      if (entry.listeners.size > 0) return;
      entry.controller?.abort();
      this.#entries.delete(hash);
    };
  }

  /** Keeps the latest options (their callbacks) of a key already shown. */
  update<T>(options: ResourceOptions<T>): void {
    const entry = this.#entries.get(hashOf(options.key));
    if (entry) entry.options = options as ResourceOptions<unknown>;
  }

  /** Fetches again every shown answer under `prefix`; the old one stays shown meanwhile. */
  invalidate(prefix: ResourceKey): void {
    for (const entry of this.#entries.values()) {
      if (startsWith(entry.key, prefix)) this.#fetch(entry);
    }
  }

  #fetch(entry: Entry): void {
    entry.controller?.abort();
    const controller = new AbortController();
    entry.controller = controller;
    entry.options.fetch(controller.signal).then(
      (fresh) => {
        if (controller.signal.aborted) return;
        entry.controller = null;
        const { state, options } = entry;
        const data =
          state.data !== undefined && options.merge ? options.merge(state.data, fresh) : fresh;
        this.#set(entry, { status: 'success', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        entry.controller = null;
        this.#set(entry, { status: 'error', data: entry.state.data, error });
        entry.options.onError?.(error);
      },
    );
  }

  #set(entry: Entry, state: ResourceState<unknown>): void {
    entry.state = state;
    for (const listener of entry.listeners) listener();
  }
}
