import { LEAD_RETENTION_YEARS } from '@immopilote/contracts';
import { forEachAgency } from '../../db/agency-scope';
import type { AppDeps } from '../../deps';
import { logLeadsPastRetention, retentionNow } from '../privacy/privacy.service';
import { sendOverdueNotice } from './lead-notify';
import {
  agenciesWithLeads,
  agenciesWithWaitingLeads,
  deleteLeadsPastRetention,
  insertLeadEvent,
  markOverdueNotified,
  waitingLeads,
} from './leads.repo';
import { isOverdue, openingHoursOf } from './leads.service';

/** One agency's round: each waiting lead past the target and never flagged is flagged once. */
export async function flagOverdueOfAgency(deps: AppDeps, agencyId: string, now: Date = new Date()) {
  const hours = await openingHoursOf(deps, agencyId);
  let flagged = 0;
  for (const lead of await waitingLeads(deps.db, agencyId)) {
    if (
      lead.overdueNotifiedAt ||
      !isOverdue({ state: 'nouvelle', receivedAt: lead.receivedAt }, hours, now)
    ) {
      continue;
    }
    const marked = await deps.db.transaction(async (tx) => {
      // The conditional update decides: two rounds at once flag it once; one answered meanwhile is left.
      if (!(await markOverdueNotified(tx, agencyId, lead.id, now))) return false;
      await insertLeadEvent(tx, agencyId, { leadId: lead.id, kind: 'en_retard' });
      return true;
    });
    if (!marked) continue;
    await sendOverdueNotice(deps, { agencyId, leadId: lead.id });
    flagged += 1;
  }
  return flagged;
}

/** Every agency's overdue round (the hourly job). */
export async function flagOverdueLeads(deps: AppDeps) {
  let flagged = 0;
  await forEachAgency(
    () => agenciesWithWaitingLeads(deps.db),
    async (agencyId) => {
      flagged += await flagOverdueOfAgency(deps, agencyId);
    },
  );
  return flagged;
}

/** One agency's lead retention at its retention clock (the demonstration's clock moves it). */
export async function purgeLeadsOfAgency(deps: AppDeps, agencyId: string) {
  const now = await retentionNow(deps, agencyId);
  const before = new Date(now);
  before.setUTCFullYear(before.getUTCFullYear() - LEAD_RETENTION_YEARS);
  return deps.db.transaction(async (tx) => {
    const erased = await deleteLeadsPastRetention(tx, agencyId, before);
    await logLeadsPastRetention(tx, agencyId, erased);
    return erased.length;
  });
}

/** Every agency's lead retention (the daily job). */
export async function purgeLeadsPastRetention(deps: AppDeps) {
  let erased = 0;
  await forEachAgency(
    () => agenciesWithLeads(deps.db),
    async (agencyId) => {
      erased += await purgeLeadsOfAgency(deps, agencyId);
    },
  );
  return erased;
}
