import { endpoints, type FeeScaleInput } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { propertyKeys } from '../../properties';
import { agencyQueryKey } from './get-agency-settings';

/** Every property page shows the barème in its checklist: they are refreshed with the settings. */
export function useUpdateFeeScale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FeeScaleInput) => call(endpoints.agency.updateFeeScale, { body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: agencyQueryKey }),
        queryClient.invalidateQueries({ queryKey: propertyKeys.all }),
      ]),
  });
}
