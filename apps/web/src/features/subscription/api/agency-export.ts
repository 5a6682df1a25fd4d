import { endpoints } from '@immopilote/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

const exportQueryKey = ['agency', 'export'] as const;

export const getAgencyExportQueryOptions = () =>
  queryOptions({ queryKey: exportQueryKey, queryFn: () => call(endpoints.agencyExport.state) });

/** Asked again every 2 s while the archive is being built. */
export function useAgencyExport(enabled: boolean) {
  return useQuery({
    ...getAgencyExportQueryOptions(),
    enabled,
    refetchInterval: (query) => (query.state.data?.latest?.status === 'pending' ? 2000 : false),
  });
}

export function useStartAgencyExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(endpoints.agencyExport.start),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: exportQueryKey }),
  });
}

/**
 * After the browser starts the download (a plain link), the archive's state changes on the server
 * (taken, then deleted): read it again shortly after, and once more when a large file may be done.
 */
export function useRefreshAgencyExport() {
  const queryClient = useQueryClient();
  return () => {
    for (const delay of [1500, 10_000]) {
      setTimeout(() => void queryClient.invalidateQueries({ queryKey: exportQueryKey }), delay);
    }
  };
}
