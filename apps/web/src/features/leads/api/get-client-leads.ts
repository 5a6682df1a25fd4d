import { endpoints } from '@immopilote/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { leadsKeys } from './query-keys';

/** The leads merged into or converted to one client, newest first. */
export function useClientLeads(clientId: string) {
  return useQuery({
    queryKey: leadsKeys.client(clientId),
    queryFn: async ({ signal }) =>
      (await call(endpoints.leads.ofClient, { params: { id: clientId }, signal })).items,
  });
}
