import { endpoints } from '@immopilote/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { meQueryKey } from '../../auth';
import { invoicesQueryKey } from './get-invoices';
import { subscriptionQueryKey } from './get-subscription';

const demoQueryKey = ['subscription', 'demo-portal'] as const;

export const getDemoPortalQueryOptions = () =>
  queryOptions({ queryKey: demoQueryKey, queryFn: () => call(endpoints.demoBilling.portal) });

export function useDemoPortal() {
  return useQuery(getDemoPortalQueryOptions());
}

/** Every demonstration action may change the subscription, its invoices and the agency itself. */
function useDemoAction<V>(
  mutationFn: (vars: V) => ReturnType<typeof call<typeof endpoints.demoBilling.portal>>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (state) => {
      queryClient.setQueryData(demoQueryKey, state);
      await Promise.all([
        queryClient.refetchQueries({ queryKey: meQueryKey, type: 'all' }),
        queryClient.invalidateQueries({ queryKey: subscriptionQueryKey }),
        queryClient.invalidateQueries({ queryKey: invoicesQueryKey }),
      ]);
    },
  });
}

export const useDemoFailNextPayment = () =>
  useDemoAction((fail: boolean) => call(endpoints.demoBilling.failNextPayment, { body: { fail } }));
export const useDemoPayNow = () => useDemoAction((_: undefined) => call(endpoints.demoBilling.payNow));
export const useDemoAdvanceClock = () =>
  useDemoAction((days: number) => call(endpoints.demoBilling.advanceClock, { body: { days } }));
