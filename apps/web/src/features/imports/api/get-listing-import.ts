import { endpoints } from '@immopilote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { listingImportKeys } from './query-keys';

/** One import; asked again every second while its dry run or its run goes on, for the progress bar. */
export const getListingImportQueryOptions = (id: string) =>
  queryOptions({
    queryKey: listingImportKeys.detail(id),
    queryFn: ({ signal }) => call(endpoints.listingImport.get, { params: { id }, signal }),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'analysing' || status === 'running' ? 1000 : false;
    },
  });

export function useListingImport(id: string | null) {
  return useQuery({ ...getListingImportQueryOptions(id ?? ''), enabled: id !== null });
}
