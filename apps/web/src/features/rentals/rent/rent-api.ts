import { endpoints, type RentPaymentInput } from '@immopilote/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, endpointUrl } from '../../../lib/api-client';

export const rentKeys = {
  all: ['rent'] as const,
  lease: (leaseId: string) => ['rent', 'lease', leaseId] as const,
};

/** A lease's calls, receipts and balance. */
export function useLeaseRent(leaseId: string) {
  return useQuery({
    queryKey: rentKeys.lease(leaseId),
    queryFn: ({ signal }) => call(endpoints.rent.ofLease, { params: { id: leaseId }, signal }),
  });
}

/** « Émettre les appels de loyer »: the monthly run for the agency, now; every lease's calls may change. */
export function useIssueRentCalls() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(endpoints.rent.issue, {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rentKeys.all }),
  });
}

export function useRecordPayment(leaseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ callId, input }: { callId: string; input: RentPaymentInput }) =>
      call(endpoints.rent.recordPayment, { params: { id: callId }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rentKeys.lease(leaseId) }),
  });
}

export function useSendReceipt() {
  return useMutation({
    mutationFn: (id: string) => call(endpoints.rent.sendReceipt, { params: { id } }),
  });
}

/** The PDFs through their authorised routes (the server checks the agency). */
export const rentCallPdfUrl = (id: string) => endpointUrl(endpoints.rent.callPdf, { params: { id } });
export const rentReceiptPdfUrl = (id: string) => endpointUrl(endpoints.rent.receiptPdf, { params: { id } });
