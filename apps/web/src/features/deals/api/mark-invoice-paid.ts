import { endpoints } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { feeInvoiceKeys } from './list-fee-invoices';

/**
 * « Marquer payée »: refreshes the invoice lists and the files (a file's page shows its invoices);
 * the figures count fees signed and expected, not paid, so the dashboard stays as it is.
 */
export function useMarkInvoicePaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, paidOn }: { id: string; paidOn: string }) =>
      call(endpoints.feeInvoices.markPaid, { params: { id }, body: { paidOn } }),
    onSuccess: (invoice) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: feeInvoiceKeys.all }),
        // Every file key sits under « deals » (the file pages' keys are web-deals' own).
        invoice.dealId && queryClient.invalidateQueries({ queryKey: ['deals'] }),
      ]),
  });
}
