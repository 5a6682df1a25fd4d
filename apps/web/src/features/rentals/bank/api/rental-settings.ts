import { endpoints } from '@immopilote/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/api-client';
import { rentalBankKeys } from './keys';

/** The reminder delays (days after the due date). */
export function useRentalSettings() {
  return useQuery({
    queryKey: rentalBankKeys.settings,
    queryFn: ({ signal }) => call(endpoints.arrears.settings, { signal }),
  });
}

/** The head saves the delays. */
export function useSaveRentalSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reminderDays: number[]) => call(endpoints.arrears.saveSettings, { body: { reminderDays } }),
    onSuccess: (saved) => queryClient.setQueryData(rentalBankKeys.settings, saved),
  });
}
