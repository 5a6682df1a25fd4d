import type { RouteObject } from 'react-router';

type LayoutModule = { Component: React.ComponentType };

/**
 * Wraps a lazily loaded layout in the shared QueryClientProvider. Loading TanStack Query with the
 * layout keeps it out of the public pages' JavaScript; every layout uses the same `queryClient`, so
 * the cache (e.g. `me`) survives moving from /login to /dashboard.
 */
export function withQueryClient(load: () => Promise<LayoutModule>): NonNullable<RouteObject['lazy']> {
  return async () => {
    // The preloaded data's reader is loaded here too: it imports features, kept out of the entry.
    const [
      { QueryClientProvider },
      { queryClient },
      { Component: Layout },
      { seedPreloadedData },
      { speakFrenchInSchemas },
    ] = await Promise.all([
      import('@tanstack/react-query'),
      import('../lib/query-client'),
      load(),
      import('./preloaded-data'),
      import('../lib/french-schemas'),
    ]);
    seedPreloadedData(queryClient);
    // Before the layout renders a form: zod's messages in French.
    speakFrenchInSchemas();
    return {
      Component: () => (
        <QueryClientProvider client={queryClient}>
          <Layout />
        </QueryClientProvider>
      ),
    };
  };
}
