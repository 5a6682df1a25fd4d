import { endpoints } from '@immopilote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { clientsQueryKey } from './get-clients';

export const scoringQueryKey = (id: string) => [...clientsQueryKey, 'scoring', id] as const;

export const getScoringQueryOptions = (id: string) =>
  queryOptions({
    queryKey: scoringQueryKey(id),
    queryFn: ({ signal }) => call(endpoints.scoring.context, { params: { id }, signal }),
  });

export function useScoring(id: string) {
  return useQuery(getScoringQueryOptions(id));
}
