import { endpoints } from '@immopilote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const portalExportKeys = { latest: ['portal-export', 'latest'] as const };

/** While an export waits or runs the page asks again every second, for its progress. */
export const getLatestExportQueryOptions = () =>
  queryOptions({
    queryKey: portalExportKeys.latest,
    queryFn: ({ signal }) => call(endpoints.portalExport.latest, { signal }),
    refetchInterval: (query) => {
      const status = query.state.data?.export?.status;
      return status === 'pending' || status === 'running' ? 1000 : false;
    },
  });

export function useLatestExport() {
  return useQuery(getLatestExportQueryOptions());
}
