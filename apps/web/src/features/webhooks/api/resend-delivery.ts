import { endpoints } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { webhookKeys } from './get-webhooks';

/** « Renvoyer »: the same event sent again now; the answer is the delivery after the try. */
export function useResendDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(endpoints.webhooks.resend, { params: { id } }),
    onSuccess: (delivery) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(delivery.endpointId) }),
        queryClient.invalidateQueries({ queryKey: webhookKeys.list }),
      ]),
  });
}
