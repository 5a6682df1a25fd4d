import { parisToday } from '@immopilote/contracts';
import { forEachAgency } from '../../db/agency-scope';
import type { AppDeps } from '../../deps';
import { agenciesWithExpiredOffers, expireOffers } from './offers.repo';

/**
 * The expiry round: a pending offer whose last valid day is before today (Paris) becomes
 * « expirée ». The conditional update decides, so an offer answered meanwhile is left as answered.
 */
export async function expirePendingOffers(deps: Pick<AppDeps, 'db'>, today: string = parisToday()) {
  let expired = 0;
  await forEachAgency(
    () => agenciesWithExpiredOffers(deps.db, today),
    async (agencyId) => {
      expired += await expireOffers(deps.db, agencyId, today);
    },
  );
  return expired;
}
