import { endpoints } from '@immopilote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { historyKeys } from '../../properties';

export const getClientOptionsQueryOptions = () =>
  queryOptions({
    queryKey: historyKeys.clientOptions(),
    queryFn: async ({ signal }) => (await call(endpoints.history.clientOptions, { signal })).items,
  });

export function useClientOptions(enabled: boolean) {
  return useQuery({ ...getClientOptionsQueryOptions(), enabled });
}
