import { endpoints, type PlannedEntryInput } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/**
 * Plans the visit in the agency calendar (a history entry of the listing), then the caller marks
 * the match « visite planifiée » with the visit's id. The calendar's own caches are refreshed.
 */
export function usePlanVisit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlannedEntryInput) => call(endpoints.calendar.plan, { body }),
    // The calendar's ranges and the listing's history (their keys: features/calendar, features/properties).
    onSuccess: (event) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['calendar'] }),
        queryClient.invalidateQueries({ queryKey: ['history', event.propertyId] }),
      ]),
  });
}
