import type { AppDeps } from '../../deps';
import { objectKey } from '../../storage/storage';

/** The bucket of the deposit accounts, charges regularisations and owner statements. */
export const RENTAL_OWNER_BUCKET = 'rental-owner' as const;

/**
 * `{agencyId}/{recordId}/{fileName}` (the deposit's: the lease's id): each record its own folder, so
 * the file of a racer that lost the unique index is an orphan for the sweep, never an overwrite.
 */
export const rentalOwnerKey = (agencyId: string, recordId: string, fileName: string) =>
  objectKey(agencyId, recordId, fileName);

export async function storeRentalPdf(deps: Pick<AppDeps, 'storage'>, key: string, body: Buffer) {
  await deps.storage.put(RENTAL_OWNER_BUCKET, key, body, 'application/pdf');
}

export async function readRentalPdf(deps: Pick<AppDeps, 'storage'>, key: string): Promise<Buffer | null> {
  const stored = await deps.storage.get(RENTAL_OWNER_BUCKET, key);
  if (!stored) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
