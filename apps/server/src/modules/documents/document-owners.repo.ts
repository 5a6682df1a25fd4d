import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clients, properties } from '../../db/schema';
import type { DocumentOwner } from './document-store';

/** True when the client or property exists in this agency (another agency's record reads as absent). */
export async function ownerExists(db: DbOrTx, agencyId: string, owner: DocumentOwner): Promise<boolean> {
  if (!agencyId) throw new Error('agencyId is required');
  const table = owner.kind === 'client' ? clients : properties;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.agencyId, agencyId), eq(table.id, owner.id)))
    .for('update');
  return rows.length > 0;
}
