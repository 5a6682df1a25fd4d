import { endpoints, type InspectionDefaults } from '@immopilote/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { inspectionKeys } from './inspection-keys';

export function useInspectionDefaults() {
  return useQuery({
    queryKey: inspectionKeys.defaults(),
    queryFn: ({ signal }) => call(endpoints.inspections.defaults, { signal }),
  });
}

export function useSetInspectionDefaults() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (defaults: InspectionDefaults) => call(endpoints.inspections.setDefaults, { body: defaults }),
    onSuccess: (saved) => queryClient.setQueryData(inspectionKeys.defaults(), saved),
  });
}
