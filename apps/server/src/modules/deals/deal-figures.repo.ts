import { DEAL_OPEN_STAGES } from '@immopilote/contracts';
import { and, asc, count, eq, gte, inArray, isNull, lt, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dealDeadlines, deals, mandates, profiles } from '../../db/schema';
import { tenantWhere } from '../../db/tenant';

const openStages = [...DEAL_OPEN_STAGES];

/**
 * The files the dashboard's figures read, with what their fee comes from: the open ones, and the
 * others (not cancelled) whose compromis or lease was signed from `signedSince` on. One member's
 * files only when `assignedTo` is given.
 */
export async function listFilesForFigures(
  db: DbOrTx,
  agencyId: string,
  filter: { signedSince: string; assignedTo?: string },
) {
  return db
    .select({
      id: deals.id,
      kind: deals.kind,
      stage: deals.stage,
      price: deals.price,
      feeOverride: deals.feeOverride,
      landlordFees: deals.landlordFees,
      tenantFees: deals.tenantFees,
      openedOn: deals.openedOn,
      compromisSignedOn: deals.compromisSignedOn,
      leaseSignedOn: deals.leaseSignedOn,
      deedPlannedOn: deals.deedPlannedOn,
      keysPlannedOn: deals.keysPlannedOn,
      assignedTo: deals.assignedTo,
      assigneeFirstName: profiles.firstName,
      assigneeLastName: profiles.lastName,
      feeMode: mandates.feeMode,
      feeAmount: mandates.feeAmount,
      feeRate: mandates.feeRate,
      feePayer: mandates.feePayer,
      mandateId: mandates.id,
    })
    .from(deals)
    .leftJoin(mandates, eq(mandates.id, deals.mandateId))
    .leftJoin(profiles, eq(profiles.id, deals.assignedTo))
    .where(
      tenantWhere(
        deals,
        agencyId,
        ne(deals.stage, 'cancelled'),
        or(
          inArray(deals.stage, openStages),
          gte(deals.compromisSignedOn, filter.signedSince),
          gte(deals.leaseSignedOn, filter.signedSince),
        ),
        filter.assignedTo ? eq(deals.assignedTo, filter.assignedTo) : undefined,
      ),
    );
}

/**
 * A deadline of an open file passed without its event (the caller scopes it with `tenantWhere`): the
 * rule is `isOverdue` (deal-rules.ts), which the file page reads; this selects the same rows in SQL.
 */
const overdue = (today: string, assignedTo: string | undefined) =>
  and(
    inArray(deals.stage, openStages),
    isNull(dealDeadlines.doneOn),
    lt(dealDeadlines.dueOn, today),
    assignedTo ? eq(deals.assignedTo, assignedTo) : undefined,
  );

/** Deadlines of open files passed (before `today`) without their event recorded, oldest first. */
export async function listOverdueDeadlines(
  db: DbOrTx,
  agencyId: string,
  filter: { today: string; assignedTo?: string; limit: number },
) {
  return db
    .select({
      dealId: dealDeadlines.dealId,
      kind: dealDeadlines.kind,
      label: dealDeadlines.label,
      dueOn: dealDeadlines.dueOn,
      propertyName: deals.propertyName,
    })
    .from(dealDeadlines)
    .innerJoin(deals, eq(deals.id, dealDeadlines.dealId))
    .where(tenantWhere(dealDeadlines, agencyId, overdue(filter.today, filter.assignedTo)))
    .orderBy(asc(dealDeadlines.dueOn), asc(dealDeadlines.id))
    .limit(filter.limit);
}

export async function countOverdueDeadlines(
  db: DbOrTx,
  agencyId: string,
  filter: { today: string; assignedTo?: string },
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(dealDeadlines)
    .innerJoin(deals, eq(deals.id, dealDeadlines.dealId))
    .where(tenantWhere(dealDeadlines, agencyId, overdue(filter.today, filter.assignedTo)));
  return row?.n ?? 0;
}
