import { buffer } from 'node:stream/consumers';
import { formatInvoiceAmount, revisionMessages } from '@immopilote/contracts';
import type { AppDeps } from '../../deps';
import { agencyLegalIdentity } from '../agency/agency-site.service';
import { findLease } from './lease-lookup.repo';
import { REVISION_LETTER_BUCKET } from './revision-letter-pdf';
import * as repo from './revisions.repo';

const m = revisionMessages.letter;

/**
 * Sends a tenant the stored letter of a confirmed revision, for the mail job. A revision or letter
 * gone meanwhile sends nothing: there is nothing true left to send.
 */
export async function deliverRevisionLetter(
  deps: AppDeps,
  {
    agencyId,
    leaseId,
    revisionId,
    to,
  }: { agencyId: string; leaseId: string; revisionId: string; to: string },
): Promise<void> {
  const row = await repo.findLeaseRevision(deps.db, agencyId, leaseId, revisionId);
  if (!row?.letterKey) return;
  const stored = await deps.storage.get(REVISION_LETTER_BUCKET, row.letterKey);
  if (!stored) return;
  const [lease, identity] = await Promise.all([
    findLease(deps.db, agencyId, leaseId),
    agencyLegalIdentity(deps, { agencyId }),
  ]);
  await deps.mailer.send({
    to,
    subject: m.mailSubject,
    text: m.mailText(
      lease.propertyLabel,
      formatInvoiceAmount(row.newRentCents),
      row.effectiveOn,
      identity.name,
    ),
    attachments: [
      { filename: m.fileName(row.dueOn), contentType: 'application/pdf', content: await buffer(stored.body) },
    ],
  });
}
