import { endpoints } from '@immopilote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const invoicesQueryKey = ['subscription', 'invoices'] as const;

export const getInvoicesQueryOptions = () =>
  queryOptions({ queryKey: invoicesQueryKey, queryFn: () => call(endpoints.subscription.invoices) });

export function useInvoices(enabled: boolean) {
  return useQuery({ ...getInvoicesQueryOptions(), enabled });
}
