import { endpoints } from '@immopilote/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { propertyKeys } from './query-keys';

/**
 * What keeps the property off the portals, by the export's own rule (the mandate is server data).
 * Under the property's key, so an edit refreshes it; fetched again on each visit, since a mandate
 * registered elsewhere changes it too.
 */
export function usePublicationCheck(propertyId: string) {
  return useQuery({
    queryKey: propertyKeys.publication(propertyId),
    queryFn: ({ signal }) =>
      call(endpoints.portalExport.propertyCheck, { params: { id: propertyId }, signal }),
    staleTime: 0,
  });
}
