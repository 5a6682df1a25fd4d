import {
  DASHBOARD_VISIT_WEEKS,
  type DashboardPreferences,
  type DashboardSummary,
  holdsPermission,
  MANDATE_EXPIRY_NOTICE_DAYS,
  PROPERTY_STATUSES,
  parisToday,
} from '@immopilote/contracts';
import type { MemberScope } from '../../auth/context';
import type { AppDeps } from '../../deps';
import { pendingRequests } from '../agency/agency.service';
import { dealFigures } from '../deals/deal-figures.service';
import { leadSummary } from '../leads/leads.service';
import {
  countClientsSince,
  countListingsByStatus,
  countMandatesEnding,
  countVisitsByDay,
  findPropertyView,
  savePropertyView,
} from './dashboard.repo';

/** Calendar arithmetic on Paris dates (YYYY-MM-DD), done at noon UTC so no offset moves the day. */
export function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The Monday of the week holding a date (French weeks start on Monday). */
export function mondayOf(isoDate: string): string {
  const weekday = new Date(`${isoDate}T12:00:00Z`).getUTCDay();
  return addDays(isoDate, -((weekday + 6) % 7));
}

/**
 * The figures of issue 16 for the member's agency. A member sees what their permissions open:
 * the client count needs the directory, the mandates count the mandate register (add_property),
 * pending members are the head's business.
 */
export async function dashboardSummary(
  deps: AppDeps,
  scope: MemberScope,
  now: Date = new Date(),
): Promise<DashboardSummary> {
  const today = parisToday(now);
  const thisMonday = mondayOf(today);
  const firstMonday = addDays(thisMonday, -7 * (DASHBOARD_VISIT_WEEKS - 1));
  const canSeeClients = holdsPermission(scope, 'client_directory');
  const canSeeMandates = holdsPermission(scope, 'add_property');
  const [byStatus, visitsByDay, newClients, pending, expiring, leads, deals] = await Promise.all([
    countListingsByStatus(deps.db, scope.agencyId),
    countVisitsByDay(deps.db, scope.agencyId, firstMonday, addDays(thisMonday, 6)),
    canSeeClients ? countClientsSince(deps.db, scope.agencyId, `${today.slice(0, 7)}-01`) : null,
    scope.isBoss ? pendingRequests(deps, scope) : null,
    canSeeMandates
      ? countMandatesEnding(deps.db, scope.agencyId, today, addDays(today, MANDATE_EXPIRY_NOTICE_DAYS))
      : null,
    canSeeClients ? leadSummary(deps, scope) : null,
    // The files' fees follow the mandates they are earned under.
    canSeeMandates ? dealFigures(deps, scope, today) : null,
  ]);
  const listingsByStatus = Object.fromEntries(
    PROPERTY_STATUSES.map((s) => [s, 0]),
  ) as DashboardSummary['listingsByStatus'];
  for (const row of byStatus) listingsByStatus[row.status] = row.n;
  const visitsPerWeek = Array.from({ length: DASHBOARD_VISIT_WEEKS }, (_, i) => ({
    weekStart: addDays(firstMonday, 7 * i),
    count: 0,
  }));
  for (const row of visitsByDay) {
    const week = visitsPerWeek.find((w) => w.weekStart === mondayOf(row.date));
    if (week) week.count += row.n;
  }
  return {
    listingsByStatus,
    visitsThisWeek: visitsPerWeek.at(-1)?.count ?? 0,
    visitsPerWeek,
    newClientsThisMonth: newClients,
    pendingMembers: pending?.count ?? null,
    mandatesExpiringSoon: expiring,
    overdueLeads: leads?.overdueCount ?? null,
    dealFigures: deals,
  };
}

/** The member's own dashboard choices (issue 27); each member reads and writes only their own. */
export async function dashboardPreferences(deps: AppDeps, scope: MemberScope): Promise<DashboardPreferences> {
  return { propertyView: await findPropertyView(deps.db, scope.agencyId, scope.userId) };
}

export async function saveDashboardPreferences(
  deps: AppDeps,
  scope: MemberScope,
  input: { propertyView: NonNullable<DashboardPreferences['propertyView']> },
): Promise<DashboardPreferences> {
  await savePropertyView(deps.db, scope.agencyId, scope.userId, input.propertyView);
  return { propertyView: input.propertyView };
}
