import { holdsPermission } from '@immopilote/contracts';
import { useMe } from '../../auth';
import { useMatchesSummary } from './get-matches-summary';

/**
 * The dashboard's « Nouveaux rapprochements »: null for a member without the client directory (the
 * figure is then not drawn) or while it loads.
 */
export function useNewMatchesCount(): number | null {
  const profile = useMe().data?.profile;
  const allowed = Boolean(profile && holdsPermission(profile, 'client_directory'));
  const summary = useMatchesSummary(allowed);
  return allowed && summary.data ? summary.data.newMatches : null;
}
