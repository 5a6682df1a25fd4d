import { endpoints } from '@immopilote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { mandateKeys } from './query-keys';

export const getMandateQueryOptions = (id: string) =>
  queryOptions({
    queryKey: mandateKeys.detail(id),
    queryFn: ({ signal }) => call(endpoints.mandates.get, { params: { id }, signal }),
  });

export function useMandate(id: string) {
  return useQuery(getMandateQueryOptions(id));
}
