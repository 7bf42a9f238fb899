import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

import { createQueryClient } from '../query/query-client';

/**
 * What the shell gives the page, for a component test: a QueryClient of its own (the page's
 * settings), new with every render, so no answer outlives its test. Use it as the outermost
 * wrapper (or as renderHook's `wrapper`).
 */
export function FreshQueryClient({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
