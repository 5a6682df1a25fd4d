import { endpoints, type PlanId } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { meQueryKey } from '../../auth';
import { invoicesQueryKey } from './get-invoices';
import { subscriptionQueryKey } from './get-subscription';

/**
 * Plan change, cancel and resume all change the one subscription: the overview is replaced by the
 * answer, and `me` (plan and status gate the features) and the invoices are read again.
 */
function useSubscriptionChange<V>(
  mutationFn: (vars: V) => ReturnType<typeof call<typeof endpoints.subscription.cancel>>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (overview) => {
      queryClient.setQueryData(subscriptionQueryKey, overview);
      await Promise.all([
        queryClient.refetchQueries({ queryKey: meQueryKey, type: 'all' }),
        queryClient.invalidateQueries({ queryKey: invoicesQueryKey }),
      ]);
    },
  });
}

/** `prorationDate` is the preview's: the amount charged is the one confirmed. */
export const useChangePlan = () =>
  useSubscriptionChange((body: { plan: PlanId; prorationDate: string }) =>
    call(endpoints.subscription.changePlan, { body }),
  );
export const useCancelSubscription = () =>
  useSubscriptionChange((_: undefined) => call(endpoints.subscription.cancel));
export const useResumeSubscription = () =>
  useSubscriptionChange((_: undefined) => call(endpoints.subscription.resume));
