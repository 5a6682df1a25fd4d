import { endpoints, type MandateActivity } from '@immopilote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { mandateKeys } from './query-keys';

export const getRegisterQueryOptions = (activity: MandateActivity) =>
  queryOptions({
    queryKey: mandateKeys.register(activity),
    queryFn: ({ signal }) => call(endpoints.mandates.register, { query: { activity }, signal }),
  });

export function useRegister(activity: MandateActivity) {
  return useQuery(getRegisterQueryOptions(activity));
}
