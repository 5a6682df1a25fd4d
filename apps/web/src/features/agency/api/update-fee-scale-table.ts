import { endpoints, type FeeScaleTableInput } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { propertyKeys } from '../../properties';
import { agencySiteKeys } from './get-agency-site';

/** The table may become the listings' barème (their checklist's « barème » line): properties are refreshed. */
export function useUpdateFeeScaleTable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FeeScaleTableInput) => call(endpoints.agencySite.updateFeeScale, { body }),
    onSuccess: (table) => {
      queryClient.setQueryData(agencySiteKeys.feeScaleTable, table);
      return queryClient.invalidateQueries({ queryKey: propertyKeys.all });
    },
  });
}
