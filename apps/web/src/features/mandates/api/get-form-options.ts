import { endpoints } from '@immopilote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { mandateKeys } from './query-keys';

export const getFormOptionsQueryOptions = () =>
  queryOptions({
    queryKey: mandateKeys.formOptions,
    queryFn: ({ signal }) => call(endpoints.mandates.formOptions, { signal }),
  });

export function useMandateFormOptions() {
  return useQuery(getFormOptionsQueryOptions());
}
