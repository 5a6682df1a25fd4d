import { endpoints } from '@immopilote/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { matchingKeys } from './query-keys';

/** The places lookup's minimum: two letters, or a postcode. */
export const PLACE_SEARCH_MIN_CHARS = 2;

/** Communes by name or postcode from the bundled official list; asks nothing before two characters. */
export function usePlaces(q: string) {
  const trimmed = q.trim();
  return useQuery({
    queryKey: matchingKeys.places(trimmed),
    queryFn: async ({ signal }) =>
      (await call(endpoints.matching.places, { query: { q: trimmed }, signal })).items,
    enabled: trimmed.length >= PLACE_SEARCH_MIN_CHARS,
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
