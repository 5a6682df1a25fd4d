import { endpoints } from '@immopilote/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { leadsKeys } from './query-keys';

/** The agency's listings a visit may be planned at (the calendar's own list), asked when the dialog opens. */
export function usePropertyOptions(enabled: boolean) {
  return useQuery({
    queryKey: [...leadsKeys.all, 'property-options'],
    queryFn: async ({ signal }) => (await call(endpoints.calendar.propertyOptions, { signal })).items,
    enabled,
  });
}
