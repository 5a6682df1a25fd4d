import { endpoints } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { meQueryKey } from '../../auth';
import { getCheckoutQueryOptions } from './get-checkout';

export const confirmCheckout = (checkoutId: string) =>
  call(endpoints.subscription.confirmCheckout, { params: { id: checkoutId } });

export function useConfirmCheckout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmCheckout,
    // The agency's subscription status lives in `me`: it is re-read (even with no screen watching it)
    // before the caller moves on, or the shell's gate would still see an unpaid agency.
    onSuccess: (_result, checkoutId) =>
      Promise.all([
        queryClient.refetchQueries({ queryKey: meQueryKey, type: 'all' }),
        queryClient.invalidateQueries({ queryKey: getCheckoutQueryOptions(checkoutId).queryKey }),
      ]),
  });
}
