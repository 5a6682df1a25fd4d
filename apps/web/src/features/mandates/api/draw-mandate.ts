import { endpoints } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { mandateKeys } from './query-keys';
import { refreshMandate } from './refresh-mandate';

/** « Générer le mandat et le faire signer »: the PDF drawn and its signature request opened. */
export function useDrawMandate(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(endpoints.mandates.sign, { params: { id } }),
    onSuccess: (mandate) => {
      queryClient.setQueryData(mandateKeys.detail(id), mandate);
      return refreshMandate(queryClient, mandate);
    },
  });
}
