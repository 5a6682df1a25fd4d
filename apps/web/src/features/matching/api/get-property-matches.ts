import { endpoints } from '@immopilote/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { matchingKeys } from './query-keys';

/** « Acquéreurs potentiels » / « Locataires potentiels » of a listing. */
export function usePropertyMatches(propertyId: string, enabled = true) {
  return useQuery({
    queryKey: matchingKeys.propertyMatches(propertyId),
    queryFn: ({ signal }) => call(endpoints.matching.propertyMatches, { params: { id: propertyId }, signal }),
    enabled,
  });
}
