import { endpoints } from '@immopilote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { listingImportKeys } from './query-keys';

/** The agency's last imports and the largest ZIP the server takes. */
export const getListingImportsQueryOptions = () =>
  queryOptions({
    queryKey: listingImportKeys.list(),
    queryFn: ({ signal }) => call(endpoints.listingImport.list, { signal }),
  });

export function useListingImports() {
  return useQuery(getListingImportsQueryOptions());
}
