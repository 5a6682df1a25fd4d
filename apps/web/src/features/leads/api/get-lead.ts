import { endpoints } from '@immopilote/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { leadsKeys } from './query-keys';

/** One lead with its history (viewing it is written to the access log by the server). */
export function useLead(id: string) {
  return useQuery({
    queryKey: leadsKeys.detail(id),
    queryFn: ({ signal }) => call(endpoints.leads.get, { params: { id }, signal }),
  });
}
