import { endpoints } from '@immopilote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { clientsQueryKey } from './get-clients';

/** The history entries naming the client, newest first (the record's « Biens et visites »). */
export const getClientVisitsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...clientsQueryKey, 'visits', id],
    queryFn: ({ signal }) => call(endpoints.clients.visits, { params: { id }, signal }),
  });

export function useClientVisits(id: string) {
  return useQuery(getClientVisitsQueryOptions(id));
}
