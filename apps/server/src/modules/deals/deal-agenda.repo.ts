import { asc, eq, gte, isNotNull, lte, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dealDeadlines, deals, profiles } from '../../db/schema';
import { tenantWhere } from '../../db/tenant';

/**
 * The deadlines of an agency's files for the calendar and the iCal feeds, by due date (`from`…`to`
 * included), those of one member's files when `assignedTo` is given. A cancelled file's deadlines
 * are gone from the agenda; a file whose property was deleted has no page to link to and is left out.
 */
export async function listDeadlineEvents(
  db: DbOrTx,
  agencyId: string,
  filter: { from?: string; to?: string; assignedTo?: string },
) {
  return db
    .select({
      id: dealDeadlines.id,
      dealId: dealDeadlines.dealId,
      kind: dealDeadlines.kind,
      label: dealDeadlines.label,
      dueOn: dealDeadlines.dueOn,
      doneOn: dealDeadlines.doneOn,
      propertyId: deals.propertyId,
      propertyName: deals.propertyName,
      partyName: deals.partyName,
      assignedTo: deals.assignedTo,
      assigneeFirstName: profiles.firstName,
      assigneeLastName: profiles.lastName,
    })
    .from(dealDeadlines)
    .innerJoin(deals, eq(deals.id, dealDeadlines.dealId))
    .leftJoin(profiles, eq(profiles.id, deals.assignedTo))
    .where(
      tenantWhere(
        dealDeadlines,
        agencyId,
        ne(deals.stage, 'cancelled'),
        isNotNull(deals.propertyId),
        filter.from ? gte(dealDeadlines.dueOn, filter.from) : undefined,
        filter.to ? lte(dealDeadlines.dueOn, filter.to) : undefined,
        filter.assignedTo ? eq(deals.assignedTo, filter.assignedTo) : undefined,
      ),
    )
    .orderBy(asc(dealDeadlines.dueOn), asc(dealDeadlines.createdAt), asc(dealDeadlines.id));
}
