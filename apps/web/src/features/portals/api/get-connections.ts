import { endpoints } from '@immopilote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const portalsKeys = {
  all: ['portals'] as const,
  connections: ['portals', 'connections'] as const,
  publication: ['portals', 'publication'] as const,
  property: (id: string) => ['portals', 'property', id] as const,
};

/** The head's connections (« Mon agence »). */
export const getConnectionsQueryOptions = () =>
  queryOptions({
    queryKey: portalsKeys.connections,
    queryFn: ({ signal }) => call(endpoints.portals.listConnections, { signal }),
  });

export function usePortalConnections() {
  return useQuery(getConnectionsQueryOptions());
}
