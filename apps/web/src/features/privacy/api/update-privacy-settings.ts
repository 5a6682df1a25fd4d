import { endpoints, type RetentionSettingsInput } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { clientsQueryKey } from '../../clients';
import { privacyQueryKey } from './get-privacy-settings';

/** New periods move every document's deletion date: client records are refreshed too. */
export function useUpdatePrivacySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RetentionSettingsInput) => call(endpoints.privacy.updateSettings, { body }),
    onSuccess: (saved) => {
      queryClient.setQueryData([...privacyQueryKey, 'settings'], saved);
      return queryClient.invalidateQueries({ queryKey: clientsQueryKey });
    },
  });
}
