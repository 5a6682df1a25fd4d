import { endpoints, type WebhookEndpointUpdate } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { webhookKeys } from './get-webhooks';

export function useUpdateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: WebhookEndpointUpdate }) =>
      call(endpoints.webhooks.update, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list }),
  });
}
