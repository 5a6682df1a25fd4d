import type { AppDeps } from '../deps';
import {
  referencedDocumentKeys,
  referencedExportKeys,
  referencedImportKeys,
  referencedInboundMailKeys,
  referencedInspectionKeys,
  referencedInvoiceKeys,
  referencedLeaseKeys,
  referencedOwnerNoticeKeys,
  referencedPhotoKeys,
  referencedRentDocumentKeys,
  referencedRevisionLetterKeys,
  referencedSignatureKeys,
  referencedSiteImageKeys,
} from './referenced-keys.repo';
import { BUCKETS, type Bucket } from './storage';
import { referencedRentalOwnerKeys } from '../modules/rentals/owner-statements.repo';
import { withAgency } from '../db/agency-scope';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export interface SweepReport {
  /** Objects removed, per bucket. */
  removed: Record<Bucket, number>;
}

/** The keys of one agency's batch that a row still names. */
function referencedKeys(deps: Pick<AppDeps, 'db'>, bucket: Bucket, agencyId: string, keys: string[]) {
  if (bucket === 'property-photos') return referencedPhotoKeys(deps.db, agencyId, keys);
  if (bucket === 'imports') return referencedImportKeys(deps.db, agencyId, keys);
  if (bucket === 'inbound-mail') return referencedInboundMailKeys(deps.db, agencyId, keys);
  if (bucket === 'site-images') return referencedSiteImageKeys(deps.db, agencyId, keys);
  if (bucket === 'owner-notices') return referencedOwnerNoticeKeys(deps.db, agencyId, keys);
  if (bucket === 'signatures') return referencedSignatureKeys(deps.db, agencyId, keys);
  if (bucket === 'inspections') return referencedInspectionKeys(deps.db, agencyId, keys);
  // An invoice whose issuing transaction rolled back left its PDF, which no row names.
  if (bucket === 'invoices') return referencedInvoiceKeys(deps.db, agencyId, keys);
  if (bucket === 'rental-owner') return referencedRentalOwnerKeys(deps.db, agencyId, keys);
  // A rent call's or receipt's PDF stored by a run killed before it noted the key: drawn again.
  if (bucket === 'rent-calls' || bucket === 'rent-receipts') {
    return referencedRentDocumentKeys(deps.db, bucket, agencyId, keys);
  }
  if (bucket === 'rent-revisions') return referencedRevisionLetterKeys(deps.db, agencyId, keys);
  if (bucket === 'leases') return referencedLeaseKeys(deps.db, agencyId, keys);
  if (bucket === 'agency-exports' || bucket === 'portal-exports') {
    return referencedExportKeys(deps.db, bucket, agencyId, keys);
  }
  return referencedDocumentKeys(deps.db, agencyId, keys);
}

/**
 * Removes stored objects that no row names and that are older than `graceMs`: files of a save
 * whose process died between storing them and committing its rows, and temporary files of a write
 * cut short. Files are stored before their rows are written (`storeFilesThenWrite`), so a young
 * unreferenced file may belong to a request still running: the grace period must outlast any
 * request. Safe to run from several processes at once (a file removed twice is removed once).
 */
export async function sweepOrphanFiles(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  { graceMs, now = new Date() }: { graceMs: number; now?: Date },
): Promise<SweepReport> {
  const cutoff = now.getTime() - graceMs;
  const removed = Object.fromEntries(BUCKETS.map((b) => [b, 0])) as Record<Bucket, number>;
  for (const bucket of BUCKETS) {
    for await (const page of deps.storage.list(bucket)) {
      // Keys are `{agencyId}/…`: each agency's rows are asked about its own keys only.
      const byAgency = new Map<string, string[]>();
      for (const object of page) {
        if (object.lastModified.getTime() > cutoff) continue;
        const agencyId = object.key.split('/', 1)[0]!;
        byAgency.set(agencyId, [...(byAgency.get(agencyId) ?? []), object.key]);
      }
      const orphans: string[] = [];
      for (const [agencyId, keys] of byAgency) {
        // No row can name a key outside an agency folder (objectKey refuses it).
        const referenced = UUID.test(agencyId)
          ? await withAgency({ agencyId }, () => referencedKeys(deps, bucket, agencyId, keys))
          : new Set<string>();
        orphans.push(...keys.filter((k) => !referenced.has(k)));
      }
      if (orphans.length > 0) {
        await deps.storage.delete(bucket, orphans);
        removed[bucket] += orphans.length;
      }
    }
  }
  return { removed };
}
