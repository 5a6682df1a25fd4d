import { endpoints, type WebhookEndpointInput } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { webhookKeys } from './get-webhooks';

/** The answer carries the signing secret, shown once by the caller. */
export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WebhookEndpointInput) => call(endpoints.webhooks.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list }),
  });
}
