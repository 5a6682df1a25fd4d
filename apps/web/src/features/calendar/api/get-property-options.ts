import { endpoints } from '@immopilote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { calendarKeys } from './calendar-keys';

export const getPropertyOptionsQueryOptions = () =>
  queryOptions({
    queryKey: calendarKeys.propertyOptions(),
    queryFn: async ({ signal }) => (await call(endpoints.calendar.propertyOptions, { signal })).items,
  });

export function usePropertyOptions(enabled: boolean) {
  return useQuery({ ...getPropertyOptionsQueryOptions(), enabled });
}
