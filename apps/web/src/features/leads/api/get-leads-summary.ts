import { endpoints, holdsPermission } from '@immopilote/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { useMe } from '../../auth';
import { leadsKeys } from './query-keys';

/** Leads arrive while the member works: the count is asked again every half minute and on focus. */
const SUMMARY_REFRESH_MS = 30_000;

/**
 * The badge's and the dashboard's figures: null for a member without the client directory (nothing
 * is drawn) or while they load.
 */
export function useLeadsSummary() {
  const profile = useMe().data?.profile;
  const allowed = Boolean(profile && holdsPermission(profile, 'client_directory'));
  const summary = useQuery({
    queryKey: leadsKeys.summary,
    queryFn: ({ signal }) => call(endpoints.leads.summary, { signal }),
    enabled: allowed,
    refetchInterval: SUMMARY_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
  return allowed && summary.data ? { ...summary.data, isHead: profile?.isBoss ?? false } : null;
}
