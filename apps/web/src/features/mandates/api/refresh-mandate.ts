import type { Mandate } from '@immopilote/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { mandateKeys } from './query-keys';

/** A line changed (drawn, signed, retracted): its page, its register and its property's section read it again. */
export function refreshMandate(
  queryClient: QueryClient,
  mandate: Pick<Mandate, 'id' | 'activity' | 'propertyId'>,
) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: mandateKeys.detail(mandate.id) }),
    queryClient.invalidateQueries({ queryKey: mandateKeys.register(mandate.activity) }),
    mandate.propertyId &&
      queryClient.invalidateQueries({ queryKey: mandateKeys.property(mandate.propertyId) }),
  ]);
}
