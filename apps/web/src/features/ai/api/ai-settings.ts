import { endpoints } from '@immopilote/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const aiSettingsQueryKey = ['ai', 'settings'] as const;

export const getAiSettingsQueryOptions = () =>
  queryOptions({ queryKey: aiSettingsQueryKey, queryFn: () => call(endpoints.ai.settings) });

/** The head's AI card: engine, consent for an external provider, the month's usage. */
export function useAiSettings() {
  return useQuery(getAiSettingsQueryOptions());
}

export function useUpdateAiSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (externalEnabled: boolean) =>
      call(endpoints.ai.updateSettings, { body: { externalEnabled } }),
    onSuccess: (settings) => queryClient.setQueryData(aiSettingsQueryKey, settings),
  });
}

/**
 * « Ce qui est envoyé »: the external provider's request for a sample, redacted by the API as a
 * real call is. Asked only when a provider outside our servers is configured and the head opens it.
 */
export function useAiRequestExample(enabled: boolean) {
  return useQuery({
    queryKey: ['ai', 'request-example'] as const,
    queryFn: () => call(endpoints.ai.requestExample),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
