import { dashboardMessages, endpoints, type PropertyView } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, call } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { dashboardPreferencesQueryOptions } from './get-dashboard-preferences';

/**
 * Saves a choice of the member's. The screen follows at once (the cache is written before the
 * request); a refusal puts the stored choice back and says why.
 */
export function useSaveDashboardPreferences() {
  const queryClient = useQueryClient();
  const { queryKey } = dashboardPreferencesQueryOptions();
  return useMutation({
    mutationFn: (body: { propertyView: PropertyView }) => call(endpoints.dashboard.savePreferences, { body }),
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, body);
      return { before };
    },
    onError: (error, _body, context) => {
      queryClient.setQueryData(queryKey, context?.before);
      toast.error(
        dashboardMessages.viewNotSaved,
        error instanceof ApiRequestError ? error.message : undefined,
      );
    },
    onSuccess: (saved) => queryClient.setQueryData(queryKey, saved),
  });
}
