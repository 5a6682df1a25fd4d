import { formatDate } from '@immopilote/contracts';
import type { AppDeps } from '../../deps';
import type { Bucket } from '../../storage/storage';
import { agencyLegalIdentity } from '../agency/agency-site.service';
import type { LeasePartyRow } from './lease-lookup.repo';

/** Where rent calls' and receipts' PDFs are kept (ten years, with their rows). */
export const RENT_CALL_BUCKET = 'rent-calls' as const satisfies Bucket;
export const RENT_RECEIPT_BUCKET = 'rent-receipts' as const satisfies Bucket;

/** « décembre 2026 » for a period (its first day). */
export const monthLabel = (period: string) => formatDate(period, 'month');

/** « Alice Martin et Bruno Martin »: the tenants (or landlords) a document names, in the lease's order. */
export function namesOf(parties: readonly LeasePartyRow[], role: LeasePartyRow['role']): string {
  const names = parties.filter((p) => p.role === role).map((p) => p.name);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} et ${names.at(-1)}`;
}

/** The tenants who accepted documents by e-mail and gave an address (art. 21: express consent). */
export const consentingTenants = (parties: readonly LeasePartyRow[]) =>
  parties.filter((p) => p.role === 'tenant' && p.electronicDelivery && p.email);

/** The agency as the landlord's mandatary, as rent documents print it. */
export async function mandataryOf(deps: Pick<AppDeps, 'db'>, agencyId: string) {
  const identity = await agencyLegalIdentity(deps, { agencyId });
  return { name: identity.name, address: identity.address };
}

export async function readStored(
  deps: Pick<AppDeps, 'storage'>,
  bucket: Bucket,
  key: string,
): Promise<Buffer | null> {
  const stored = await deps.storage.get(bucket, key);
  if (!stored) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
