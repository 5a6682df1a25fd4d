import { endpoints } from '@immopilote/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

const dvfKeys = {
  overview: ['admin', 'dvf'] as const,
  import: (id: string) => ['admin', 'dvf', 'import', id] as const,
};

export function useDvfOverview() {
  return useQuery({ queryKey: dvfKeys.overview, queryFn: () => call(endpoints.market.adminOverview) });
}

/** The upload; the import then runs as a job whose progress `useDvfImport` follows. */
export function useStartDvfImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return call(endpoints.market.adminImport, { body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dvfKeys.overview }),
  });
}

/** Polls an import while it is waiting or running; refreshes the overview once it ends. */
export function useDvfImport(id: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: dvfKeys.import(id ?? ''),
    enabled: id !== null,
    queryFn: async () => {
      const row = await call(endpoints.market.adminImportStatus, { params: { id: id ?? '' } });
      if (row.status === 'done' || row.status === 'failed') {
        await queryClient.invalidateQueries({ queryKey: dvfKeys.overview, exact: true });
      }
      return row;
    },
    refetchInterval: (query) =>
      query.state.data?.status === 'done' || query.state.data?.status === 'failed' ? false : 1000,
  });
}
