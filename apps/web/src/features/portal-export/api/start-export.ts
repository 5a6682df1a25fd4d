import { endpoints } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { portalExportKeys } from './get-latest-export';

export function useStartExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(endpoints.portalExport.start),
    onSuccess: (started) => queryClient.setQueryData(portalExportKeys.latest, { export: started }),
  });
}
