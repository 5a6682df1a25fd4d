import { endpoints } from '@immopilote/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { paymentSideEffectKeys, rentalBankKeys } from './keys';

const afterPayment = (queryClient: QueryClient) =>
  Promise.all(
    [rentalBankKeys.lines, ...paymentSideEffectKeys].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );

/** « Confirmer »: the line becomes a payment of its proposed call, or of the one picked. */
export function useConfirmBankLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, rentCallId }: { id: string; rentCallId?: string }) =>
      call(endpoints.rentalBank.confirm, { params: { id }, body: rentCallId ? { rentCallId } : {} }),
    onSettled: () => afterPayment(queryClient),
  });
}

/** « Tout confirmer »: each proposed line on its own; the refused ones say why. */
export function useConfirmProposedLines() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(endpoints.rentalBank.confirmAll, {}),
    onSettled: () => afterPayment(queryClient),
  });
}

/** « Ignorer »: a credit that is not a rent. */
export function useIgnoreBankLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(endpoints.rentalBank.ignore, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rentalBankKeys.lines }),
  });
}
