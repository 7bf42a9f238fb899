// The page's cache of server answers is TanStack Query's (keys, one call for every component
// showing an answer, abort of what nobody shows any more, refetch on demand). One QueryClient per
// page: the shell's (the remotes it mounts read it through this singleton package), a remote's own
// on its standalone page (mountStandalone), a fresh one per test (FreshQueryClient).
import { QueryCache, QueryClient } from '@tanstack/react-query';

/** What a query may say about itself: who hears its failures (see createQueryClient). */
export interface AcademyQueryMeta extends Record<string, unknown> {
  /**
   * Hears a failed fetch (never an aborted one), once per fetch however many components show the
   * query: each call decides what the learner sees of it (a toast, a log line, nothing).
   */
  onError?: (error: unknown) => void;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AcademyQueryMeta;
  }
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => query.meta?.onError?.(error),
    }),
    defaultOptions: {
      queries: {
        // The spec's failure states show at once (skeletons stay, a warning toast, a log line):
        // retrying would hold them back by seconds and hide what the learner must see.
        retry: false,
        // The screens ask the server when they open, never behind the learner's back when the
        // window gets the focus again (the hand-made hooks before did not either).
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
