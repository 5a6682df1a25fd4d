import { endpoints, type JoinAgencyInput } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { meQueryKey } from '../../auth';

export const joinAgency = (input: JoinAgencyInput) => call(endpoints.onboarding.join, { body: input });

export function useJoinAgency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinAgency,
    onSuccess: (result) => queryClient.setQueryData(meQueryKey, result.me),
  });
}
