import { endpoints } from '@immopilote/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { call } from '../../../lib/api-client';
import { agencySiteKeys } from './get-agency-site';

/** The live check of the slug field, 400 ms after the last key stroke; off for the saved slug. */
export function useSlugAvailability(slug: string, enabled: boolean) {
  const [debounced, setDebounced] = useState(slug);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(slug), 400);
    return () => clearTimeout(timer);
  }, [slug]);
  const value = debounced.trim().toLowerCase();
  return useQuery({
    queryKey: agencySiteKeys.slug(value),
    queryFn: ({ signal }) => call(endpoints.agencySite.slugAvailability, { query: { slug: value }, signal }),
    enabled: enabled && value !== '' && debounced === slug,
    staleTime: 10_000,
  });
}
