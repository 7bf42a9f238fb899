// TanStack Query, for every app: import it from '@academy/shared', never from
// '@tanstack/react-query' (ESLint enforces it), so the page has one cache and one copy.
//
// Like the router (../router.ts), only what the apps use is re-exported: this package is a Module
// Federation singleton, shared whole, and what it does not re-export is left out of the build.
// A new TanStack API for an app is one more name here, released with this package.
export {
  keepPreviousData,
  QueryClientProvider,
  queryOptions,
  skipToken,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
export type { QueryClient, QueryKey, UseQueryResult } from '@tanstack/react-query';
export * from './query-client';
