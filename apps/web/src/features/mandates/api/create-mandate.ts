import { endpoints, type MandateInput } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { mandateKeys } from './query-keys';

export function useCreateMandate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MandateInput) => call(endpoints.mandates.create, { body: input }),
    onSuccess: (mandate) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: mandateKeys.register(mandate.activity) }),
        mandate.propertyId &&
          queryClient.invalidateQueries({ queryKey: mandateKeys.property(mandate.propertyId) }),
      ]),
  });
}
