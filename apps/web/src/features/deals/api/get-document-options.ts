import { endpoints } from '@immopilote/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { dealKeys } from './query-keys';

/** The documents a checklist item may point at: the property's and the parties'. */
export function useDealDocumentOptions(dealId: string) {
  return useQuery({
    queryKey: dealKeys.documentOptions(dealId),
    queryFn: async ({ signal }) =>
      (await call(endpoints.deals.documentOptions, { params: { id: dealId }, signal })).items,
  });
}
