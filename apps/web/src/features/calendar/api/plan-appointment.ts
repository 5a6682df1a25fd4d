import { endpoints, type PlannedEntryInput } from '@immopilote/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { historyKeys } from '../../properties';
import { calendarKeys } from './calendar-keys';

export function usePlanAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlannedEntryInput) => call(endpoints.calendar.plan, { body }),
    // The entry is the property's history too.
    onSuccess: (event) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: calendarKeys.all }),
        queryClient.invalidateQueries({ queryKey: historyKeys.list(event.propertyId) }),
      ]),
  });
}
