import type { WebhookDeliveryStatus } from '@immopilote/contracts';
import { arrayContains, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { tenantRow, tenantWhere } from '../../db/tenant';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

// ---- endpoints -------------------------------------------------------------------------------

export async function insertEndpoint(
  db: DbOrTx,
  agencyId: string,
  values: Omit<typeof webhookEndpoints.$inferInsert, 'agencyId'>,
): Promise<WebhookEndpointRow> {
  const [row] = await db.insert(webhookEndpoints).values(tenantRow(agencyId, values)).returning();
  return row!;
}

export function listEndpoints(db: DbOrTx, agencyId: string): Promise<WebhookEndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(tenantWhere(webhookEndpoints, agencyId))
    .orderBy(webhookEndpoints.createdAt, webhookEndpoints.id);
}

export async function countEndpoints(db: DbOrTx, agencyId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(webhookEndpoints)
    .where(tenantWhere(webhookEndpoints, agencyId));
  return row?.n ?? 0;
}

export async function findEndpoint(db: DbOrTx, agencyId: string, id: string) {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(tenantWhere(webhookEndpoints, agencyId, eq(webhookEndpoints.id, id)))
    .limit(1);
  return row ?? null;
}

export function findEndpoints(db: DbOrTx, agencyId: string, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(webhookEndpoints)
    .where(tenantWhere(webhookEndpoints, agencyId, inArray(webhookEndpoints.id, [...ids])));
}

/** The enabled endpoints subscribed to `event`: where an emitted event goes. */
export function subscribedEndpoints(db: DbOrTx, agencyId: string, event: string) {
  return db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      tenantWhere(
        webhookEndpoints,
        agencyId,
        eq(webhookEndpoints.enabled, true),
        arrayContains(webhookEndpoints.events, [event]),
      ),
    );
}

export async function updateEndpoint(
  db: DbOrTx,
  agencyId: string,
  id: string,
  values: { description?: string | null; events?: string[]; enabled?: boolean },
) {
  const [row] = await db
    .update(webhookEndpoints)
    .set(values)
    .where(tenantWhere(webhookEndpoints, agencyId, eq(webhookEndpoints.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteEndpoint(db: DbOrTx, agencyId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(webhookEndpoints)
    .where(tenantWhere(webhookEndpoints, agencyId, eq(webhookEndpoints.id, id)))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

// ---- deliveries ------------------------------------------------------------------------------

export async function insertDeliveries(
  db: DbOrTx,
  agencyId: string,
  rows: readonly Omit<typeof webhookDeliveries.$inferInsert, 'agencyId'>[],
): Promise<WebhookDeliveryRow[]> {
  if (rows.length === 0) return [];
  return db
    .insert(webhookDeliveries)
    .values(rows.map((r) => tenantRow(agencyId, r)))
    .returning();
}

export function listDeliveries(db: DbOrTx, agencyId: string, endpointId: string, limit: number) {
  return db
    .select()
    .from(webhookDeliveries)
    .where(tenantWhere(webhookDeliveries, agencyId, eq(webhookDeliveries.endpointId, endpointId)))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
}

/** The latest delivery of each endpoint, for the list's « dernier envoi ». */
export function latestDeliveries(db: DbOrTx, agencyId: string) {
  return db
    .selectDistinctOn([webhookDeliveries.endpointId], {
      endpointId: webhookDeliveries.endpointId,
      status: webhookDeliveries.status,
      createdAt: webhookDeliveries.createdAt,
    })
    .from(webhookDeliveries)
    .where(tenantWhere(webhookDeliveries, agencyId))
    .orderBy(webhookDeliveries.endpointId, desc(webhookDeliveries.createdAt));
}

export async function findDelivery(db: DbOrTx, agencyId: string, id: string) {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(tenantWhere(webhookDeliveries, agencyId, eq(webhookDeliveries.id, id)))
    .limit(1);
  return row ?? null;
}

export async function countDeliveriesOfEvent(db: DbOrTx, agencyId: string, eventId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(webhookDeliveries)
    .where(tenantWhere(webhookDeliveries, agencyId, eq(webhookDeliveries.eventId, eventId)));
  return row?.n ?? 0;
}

const enabledEndpointIds = (agencyId: string, db: DbOrTx) =>
  db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(tenantWhere(webhookEndpoints, agencyId, eq(webhookEndpoints.enabled, true)));

/** Pending deliveries whose try is due, to enabled endpoints (a disabled one keeps its queue). */
const dueConditions = (db: DbOrTx, agencyId: string, now: Date) => [
  eq(webhookDeliveries.status, 'pending'),
  lte(webhookDeliveries.nextAttemptAt, now),
  inArray(webhookDeliveries.endpointId, enabledEndpointIds(agencyId, db)),
];

export async function hasDueDeliveries(db: DbOrTx, agencyId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(tenantWhere(webhookDeliveries, agencyId, ...dueConditions(db, agencyId, now)))
    .limit(1);
  return row !== undefined;
}

/**
 * Claims up to `limit` due tries in one statement: each row's attempt count goes up and its next
 * try moves to `leaseUntil` (past the try's timeout), so another process's claim, which re-checks
 * the due time on the rows it waited for, skips them; one that dies mid-try leaves them due again
 * at `leaseUntil`.
 */
export function claimDueDeliveries(
  db: DbOrTx,
  agencyId: string,
  { now, leaseUntil, limit }: { now: Date; leaseUntil: Date; limit: number },
): Promise<WebhookDeliveryRow[]> {
  const due = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(tenantWhere(webhookDeliveries, agencyId, ...dueConditions(db, agencyId, now)))
    .orderBy(webhookDeliveries.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(webhookDeliveries)
    .set({ attempts: sql`${webhookDeliveries.attempts} + 1`, nextAttemptAt: leaseUntil })
    .where(
      tenantWhere(
        webhookDeliveries,
        agencyId,
        inArray(webhookDeliveries.id, due),
        ...dueConditions(db, agencyId, now),
      ),
    )
    .returning();
}

/** « Renvoyer »: one delivery claimed for a try now, whatever its status. */
export async function claimDelivery(db: DbOrTx, agencyId: string, id: string, leaseUntil: Date) {
  const [row] = await db
    .update(webhookDeliveries)
    .set({ attempts: sql`${webhookDeliveries.attempts} + 1`, nextAttemptAt: leaseUntil })
    .where(tenantWhere(webhookDeliveries, agencyId, eq(webhookDeliveries.id, id)))
    .returning();
  return row ?? null;
}

/**
 * What a try gave. Written only if no later try was claimed meanwhile (the attempt count it was
 * claimed with is still the row's), so a try that outlived its lease never overwrites a newer one.
 */
export async function recordTry(
  db: DbOrTx,
  agencyId: string,
  { id, attempts }: { id: string; attempts: number },
  values: {
    status: WebhookDeliveryStatus;
    nextAttemptAt: Date | null;
    lastStatusCode: number | null;
    lastResponse: string | null;
    lastError: string | null;
    deliveredAt?: Date;
  },
) {
  const [row] = await db
    .update(webhookDeliveries)
    .set(values)
    .where(
      tenantWhere(
        webhookDeliveries,
        agencyId,
        eq(webhookDeliveries.id, id),
        eq(webhookDeliveries.attempts, attempts),
      ),
    )
    .returning();
  return row ?? null;
}
