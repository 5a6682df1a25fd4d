import { endpoints } from '@immopilote/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { leaseKeys } from './query-keys';

/** The rental listings the form offers. */
export function useLeasePropertyOptions() {
  return useQuery({
    queryKey: leaseKeys.propertyOptions,
    queryFn: ({ signal }) => call(endpoints.leases.propertyOptions, { signal }),
  });
}

/** The chosen property's rent control, IRL area, DPE class and management mandate. */
export function useLeasePropertyFacts(propertyId: string) {
  return useQuery({
    queryKey: leaseKeys.propertyFacts(propertyId),
    queryFn: ({ signal }) => call(endpoints.leases.propertyFacts, { params: { id: propertyId }, signal }),
    enabled: propertyId !== '',
  });
}
