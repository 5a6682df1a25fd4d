import type { InspectionStatus } from '@immopilote/contracts';
import { and, eq } from 'drizzle-orm';
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
 * What a signature request's end makes of its inspection. Only the inspection's current request,
 * while it is being signed, moves it: an earlier request, replaced after a cancellation, changes nothing.
 */
export async function settleSigning(
  tx: DbOrTx,
  agencyId: string,
  { id, requestId }: { id: string; requestId: string },
  values: { status: Exclude<InspectionStatus, 'signing'>; signedAt?: Date },
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
          eq(inspections.status, 'signing'),
        ),
      ),
    );
}
