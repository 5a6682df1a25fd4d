import { DEAL_OPEN_STAGES } from '@immopilote/contracts';
import { and, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { agencies, dealDeadlines, deals, profiles, users } from '../../db/schema';
import { tenantWhere } from '../../db/tenant';

const openStages = [...DEAL_OPEN_STAGES];

/**
 * What makes a deadline due for its reminder: open file with a member, not done, due in the
 * window, not reminded for this date (the caller scopes it with `tenantWhere`).
 */
const dueForReminder = (window: { from: string; to: string }) =>
  and(
    isNull(dealDeadlines.doneOn),
    gte(dealDeadlines.dueOn, window.from),
    lte(dealDeadlines.dueOn, window.to),
    sql`${dealDeadlines.remindedFor} is distinct from ${dealDeadlines.dueOn}`,
    sql`exists (select 1 from ${deals} where ${deals.id} = ${dealDeadlines.dealId} and ${deals.stage} in (${sql.join(
      openStages.map((s) => sql`${s}`),
      sql`, `,
    )}) and ${deals.assignedTo} is not null)`,
  );

/**
 * Claims the deadlines whose reminder is due, in one statement: each is marked reminded for its
 * current due date and returned once. Two rounds at once (two processes) claim each row once: the
 * second one's UPDATE waits for the first's row lock, then finds `reminded_for` already set.
 */
export async function claimDueReminders(db: DbOrTx, agencyId: string, window: { from: string; to: string }) {
  return db
    .update(dealDeadlines)
    .set({ remindedFor: sql`${dealDeadlines.dueOn}` })
    .where(tenantWhere(dealDeadlines, agencyId, dueForReminder(window)))
    .returning({ id: dealDeadlines.id, dealId: dealDeadlines.dealId, dueOn: dealDeadlines.dueOn });
}

/** The claimed deadlines with their file and the e-mail of its member (active ones only). */
export async function listReminderRecipients(db: DbOrTx, agencyId: string, deadlineIds: readonly string[]) {
  if (deadlineIds.length === 0) return [];
  return db
    .select({
      id: dealDeadlines.id,
      dealId: dealDeadlines.dealId,
      kind: dealDeadlines.kind,
      label: dealDeadlines.label,
      dueOn: dealDeadlines.dueOn,
      propertyName: deals.propertyName,
      email: users.email,
    })
    .from(dealDeadlines)
    .innerJoin(deals, eq(deals.id, dealDeadlines.dealId))
    .innerJoin(profiles, eq(profiles.id, deals.assignedTo))
    .innerJoin(users, eq(users.id, profiles.id))
    .where(
      and(
        tenantWhere(dealDeadlines, agencyId, inArray(dealDeadlines.id, [...deadlineIds])),
        // A member who left the agency is no longer its member: no reminder.
        tenantWhere(profiles, agencyId, eq(profiles.status, 'active')),
      ),
    );
}

/** Agencies with a deadline due for its reminder in the window (the round's read across agencies). */
export async function agenciesWithDueReminders(db: DbOrTx, window: { from: string; to: string }) {
  const rows = await db
    .select({ id: agencies.id })
    .from(agencies)
    .where(
      sql`exists (select 1 from ${dealDeadlines} where ${dealDeadlines.agencyId} = ${agencies.id} and ${dealDeadlines.doneOn} is null and ${dealDeadlines.dueOn} between ${window.from} and ${window.to} and ${dealDeadlines.remindedFor} is distinct from ${dealDeadlines.dueOn})`,
    );
  return rows.map((r) => r.id);
}
