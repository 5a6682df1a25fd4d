import { endpoints, type FeeInvoiceStatus } from '@immopilote/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const feeInvoiceKeys = {
  all: ['fee-invoices'] as const,
  list: (status: FeeInvoiceStatus | undefined) => ['fee-invoices', 'list', status ?? 'all'] as const,
};

export const feeInvoicesQueryOptions = (status?: FeeInvoiceStatus) =>
  queryOptions({
    queryKey: feeInvoiceKeys.list(status),
    queryFn: ({ signal }) => call(endpoints.feeInvoices.list, { query: status ? { status } : {}, signal }),
    select: (data) => data.items,
  });

/** The agency's fee invoices, newest first as the server sends them; one status or all. */
export function useFeeInvoices(status?: FeeInvoiceStatus) {
  return useQuery({ ...feeInvoicesQueryOptions(status), placeholderData: keepPreviousData });
}
