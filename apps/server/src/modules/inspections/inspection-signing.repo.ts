import type { InspectionStatus } from '@immopilote/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { inspections } from '../../db/schema';
import { tenantWhere } from '../../db/tenant';

/** « Faire signer »: the draft, locked by the caller, freezes with its signature request. */
export async function freezeForSigning(
  tx: DbOrTx,
  agencyId: string,
  id: string,
  values: { signatureRequestId: string; updatedBy: string },
): Promise<void> {
  await tx
    .update(inspections)
    .set({ ...values, status: 'signing', updatedAt: new Date() })
    .where(tenantWhere(inspections, agencyId, eq(inspections.id, id), eq(inspections.status, 'draft')));
}

/**
 * What a signature request's step makes of its inspection, when the inspection is in one of the
 * `from` states. Only the inspection's current request moves it: an earlier one, replaced after a
 * cancellation, changes nothing.
 */
export async function settleSigning(
  tx: DbOrTx,
  agencyId: string,
  { id, requestId }: { id: string; requestId: string },
  from: readonly InspectionStatus[],
  values: { status: InspectionStatus; signedAt: Date | null },
): Promise<void> {
  await tx
    .update(inspections)
    .set({ ...values, updatedAt: new Date() })
    .where(
      tenantWhere(
        inspections,
        agencyId,
        and(
          eq(inspections.id, id),
          eq(inspections.signatureRequestId, requestId),
          inArray(inspections.status, [...from]),
        ),
      ),
    );
}
