import { rentMessages } from '@immopilote/contracts';
import type { MemberScope } from '../../auth/context';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { findLeaseParties } from './lease-lookup.repo';
import { ensureReceiptPdf } from './receipts.service';
import { consentingTenants } from './rent-documents';
import { rentMailJob } from './rent-mail.job';

/**
 * « Envoyer »: the receipt by e-mail to each tenant who consented (art. 21), free of charge, an
 * ended lease's too; a lease whose tenants did not consent gets a French 409 (hand the PDF over).
 */
export async function sendReceipt(
  deps: Pick<AppDeps, 'db' | 'storage' | 'jobs'>,
  scope: Pick<MemberScope, 'agencyId'>,
  id: string,
): Promise<void> {
  const { row } = await ensureReceiptPdf(deps, scope.agencyId, id);
  const recipients = consentingTenants(await findLeaseParties(deps.db, scope.agencyId, row.leaseId));
  if (recipients.length === 0) throw new AppError('CONFLICT', rentMessages.errors.noConsent);
  for (const tenant of recipients) {
    await deps.jobs.enqueue(rentMailJob, {
      agencyId: scope.agencyId,
      document: 'receipt',
      id: row.id,
      to: tenant.email!,
    });
  }
}
