import { endpoints } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { webhookKeys } from './get-webhooks';

/** « Envoyer un test »: the answer is the test's delivery, with its outcome. */
export function useSendWebhookTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(endpoints.webhooks.sendTest, { params: { id } }),
    onSuccess: (_delivery, id) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(id) }),
        queryClient.invalidateQueries({ queryKey: webhookKeys.list }),
      ]),
  });
}
