import { endpoints } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { clientsQueryKey } from '../../clients';
import { privacyQueryKey } from './get-privacy-settings';

/** The demonstration agency's clock moves and its purge runs, so the log and client records change. */
export function useAdvanceRetentionClock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (days: number) => call(endpoints.privacy.advanceClock, { body: { days } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: privacyQueryKey }),
        queryClient.invalidateQueries({ queryKey: clientsQueryKey }),
      ]),
  });
}
