import { endpoints } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { ownerReportsQueryKey } from './get-owner-reports';

export function useSendOwnerReport(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reportId, clientId }: { reportId: string; clientId: string }) =>
      call(endpoints.ownerReports.send, { params: { id: propertyId, reportId }, body: { clientId } }),
    // The mail job notes the sending once the e-mail has left: refresh a moment later too.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ownerReportsQueryKey(propertyId) });
      setTimeout(
        () => void queryClient.invalidateQueries({ queryKey: ownerReportsQueryKey(propertyId) }),
        2000,
      );
    },
  });
}
