import { endpoints } from '@immopilote/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { dealKeys } from './query-keys';

/** The property's entry inspections, for the keys' « État des lieux d’entrée ». */
export function useEntryInspections(propertyId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: dealKeys.entryInspections(propertyId ?? ''),
    queryFn: async ({ signal }) =>
      (
        await call(endpoints.inspections.listForProperty, { params: { id: propertyId ?? '' }, signal })
      ).items.filter((i) => i.kind === 'entry'),
    enabled: enabled && propertyId !== null,
  });
}
