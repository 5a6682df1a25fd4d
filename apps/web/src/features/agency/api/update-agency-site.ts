import { type AgencySiteInput, endpoints } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { propertyKeys } from '../../properties';
import { agencySiteKeys } from './get-agency-site';

/** A new address changes every listing's public link and the fee scale's page: both are refreshed. */
export function useUpdateAgencySite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AgencySiteInput) => call(endpoints.agencySite.update, { body }),
    onSuccess: (site) => {
      queryClient.setQueryData(agencySiteKeys.site, site);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: agencySiteKeys.feeScaleTable }),
        queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
      ]);
    },
  });
}
