import { endpoints, type PolirisAgencyIdInput } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { portalExportKeys } from '../../portal-export';
import { agencyQueryKey } from './get-agency-settings';

/** The portal-export page shows the identifier and refuses to start without it: refreshed too. */
export function useUpdatePolirisAgencyId() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PolirisAgencyIdInput) => call(endpoints.agency.updatePolirisAgencyId, { body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: agencyQueryKey }),
        queryClient.invalidateQueries({ queryKey: portalExportKeys.latest }),
      ]),
  });
}
