import { endpoints } from '@immopilote/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { agencyQueryKey } from './get-agency-settings';

export const agencySiteKeys = {
  site: [...agencyQueryKey, 'site'] as const,
  feeScaleTable: [...agencyQueryKey, 'fee-scale-table'] as const,
  inboundMail: [...agencyQueryKey, 'inbound-mail'] as const,
  slug: (slug: string) => [...agencyQueryKey, 'site', 'slug', slug] as const,
};

export const getAgencySiteQueryOptions = () =>
  queryOptions({ queryKey: agencySiteKeys.site, queryFn: () => call(endpoints.agencySite.get) });

/** The public site's settings: every active member reads them (issue 29). */
export function useAgencySite() {
  return useQuery(getAgencySiteQueryOptions());
}
