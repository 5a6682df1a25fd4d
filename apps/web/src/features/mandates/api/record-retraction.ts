import { endpoints, type MandateRetractionInput } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { mandateKeys } from './query-keys';
import { refreshMandate } from './refresh-mandate';

/** « Enregistrer une rétractation » (loi Hamon). */
export function useRecordRetraction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MandateRetractionInput) =>
      call(endpoints.mandates.retraction, { params: { id }, body: input }),
    onSuccess: (mandate) => {
      queryClient.setQueryData(mandateKeys.detail(id), mandate);
      return refreshMandate(queryClient, mandate);
    },
  });
}
