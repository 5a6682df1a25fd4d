import { type ConsentSource, endpoints } from '@immopilote/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { matchingKeys } from './query-keys';

/** The client's prospecting consent, with its date and source. */
export function useProspectingConsent(clientId: string) {
  return useQuery({
    queryKey: matchingKeys.consent(clientId),
    queryFn: ({ signal }) => call(endpoints.prospecting.consent, { params: { id: clientId }, signal }),
  });
}

export function useSetProspectingConsent(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { granted: boolean; source?: ConsentSource }) =>
      call(endpoints.prospecting.setConsent, { params: { id: clientId }, body }),
    onSuccess: (consent) => queryClient.setQueryData(matchingKeys.consent(clientId), consent),
  });
}
