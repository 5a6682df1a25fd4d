import { endpoints } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { webhookKeys } from './get-webhooks';

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(endpoints.webhooks.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.list }),
  });
}
