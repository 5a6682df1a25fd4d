import { endpoints } from '@immopilote/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { marketInsightsKeys } from './query-keys';

/** Rendered inside the plan gate: only agencies whose plan includes the analysis ask for it. */
export function useCompetition() {
  return useQuery({
    queryKey: marketInsightsKeys.competition(),
    queryFn: ({ signal }) => call(endpoints.marketInsights.competition, { signal }),
    retry: false,
  });
}
