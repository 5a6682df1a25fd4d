import { endpoints } from '@immopilote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

export const smsOutboxQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'sms-outbox'],
    queryFn: ({ signal }) => call(endpoints.admin.smsOutbox, { signal }),
  });

export function useSmsOutbox() {
  return useQuery(smsOutboxQueryOptions());
}
