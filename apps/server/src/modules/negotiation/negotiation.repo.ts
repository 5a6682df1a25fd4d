import { and, eq, gte, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mandates } from '../../db/schema';
import { tenantWhere } from '../../db/tenant';

export type RegisterLine = typeof mandates.$inferSelect;

/**
 * The lines of a property (of `propertyIds` when given) whose retraction period is open: retraction
 * applies, countersigned, not retracted, no early start asked, still active, the period ending on or
 * after `today`. The rule itself is `negotiationBlockedUntil`'s; this only narrows the rows.
 */
export async function listOpenRetractions(
  db: DbOrTx,
  agencyId: string,
  { today, propertyId }: { today: string; propertyId?: string },
) {
  return db
    .select({ propertyId: mandates.propertyId, retractionEndsOn: mandates.retractionEndsOn })
    .from(mandates)
    .where(
      tenantWhere(
        mandates,
        agencyId,
        and(
          propertyId === undefined ? undefined : eq(mandates.propertyId, propertyId),
          eq(mandates.status, 'active'),
          eq(mandates.retractionApplies, true),
          eq(mandates.earlyStartRequested, false),
          isNull(mandates.retractedOn),
          gte(mandates.retractionEndsOn, today),
        ),
      ),
    );
}
