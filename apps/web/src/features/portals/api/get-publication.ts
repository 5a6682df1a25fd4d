import { endpoints } from '@immopilote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { portalsKeys } from './get-connections';

/** While an upload waits or runs the page asks again every two seconds. */
export const getPublicationQueryOptions = () =>
  queryOptions({
    queryKey: portalsKeys.publication,
    queryFn: ({ signal }) => call(endpoints.portals.publication, { signal }),
    refetchInterval: (query) =>
      query.state.data?.items.some(
        (i) => i.lastUpload?.status === 'pending' || i.lastUpload?.status === 'running',
      )
        ? 2000
        : false,
  });

export function usePortalPublication() {
  return useQuery(getPublicationQueryOptions());
}
