import { endpoints } from '@immopilote/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { propertyKeys } from './query-keys';

/**
 * The property's last price evaluation, shown in its summary. Under the property's key: the
 * evaluation task refreshes the property, and with it this figure.
 */
export function useLastValuation(propertyId: string, enabled: boolean) {
  return useQuery({
    queryKey: propertyKeys.valuation(propertyId),
    queryFn: ({ signal }) => call(endpoints.market.latest, { params: { id: propertyId }, signal }),
    enabled,
  });
}
