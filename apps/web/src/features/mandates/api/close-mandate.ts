import { endpoints, type MandateCloseInput } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { mandateKeys } from './query-keys';

export function useCloseMandate(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MandateCloseInput) => call(endpoints.mandates.close, { params: { id }, body: input }),
    onSuccess: (mandate) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: mandateKeys.register(mandate.activity) }),
        mandate.propertyId &&
          queryClient.invalidateQueries({ queryKey: mandateKeys.property(mandate.propertyId) }),
      ]),
  });
}
