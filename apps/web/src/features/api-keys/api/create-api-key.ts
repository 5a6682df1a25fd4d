import { type ApiKeyCreateInput, endpoints } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { apiKeysQueryKey } from './get-api-keys';

/** Answers the secret once: the caller shows it, nothing keeps it. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiKeyCreateInput) => call(endpoints.apiKeys.create, { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
