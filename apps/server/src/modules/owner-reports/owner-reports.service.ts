import {
  type OwnerReport,
  type OwnerReportList,
  type OwnerReportRecipient,
  ownerReportMessages,
} from '@immopilote/contracts';
import type { MemberScope } from '../../auth/context';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { requireReport } from './owner-report-file';
import { ownerReportMailJob } from './owner-report-mail.job';
import { clientContact } from '../clients/clients.service';
import { listPropertyMandates } from '../mandates/mandates.service';
import { propertySummary } from '../properties/properties.service';
import * as repo from './owner-reports.repo';

const m = ownerReportMessages;

function toReport(row: repo.OwnerReportRow): OwnerReport {
  return {
    id: row.id,
    propertyId: row.propertyId,
    recommendation: row.recommendation,
    createdAt: row.createdAt.toISOString(),
    sentTo: row.sentTo,
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

/** The mandators of the mandates in force on the property who have an e-mail in the directory. */
async function reportRecipients(deps: AppDeps, scope: MemberScope, propertyId: string) {
  const { items } = await listPropertyMandates(deps, scope, { id: propertyId });
  const recipients = new Map<string, OwnerReportRecipient>();
  for (const mandator of items.filter((x) => x.status === 'active').flatMap((x) => x.mandators)) {
    if (mandator.clientId === null || recipients.has(mandator.clientId)) continue;
    const contact = await clientContact(deps, scope, { id: mandator.clientId });
    if (contact?.email)
      recipients.set(mandator.clientId, {
        clientId: mandator.clientId,
        name: mandator.name,
        email: contact.email,
      });
  }
  return [...recipients.values()];
}

export async function listOwnerReports(
  deps: AppDeps,
  scope: MemberScope,
  { id }: { id: string },
): Promise<OwnerReportList> {
  await propertySummary(deps, scope, { id });
  const [rows, recipients] = await Promise.all([
    repo.listReports(deps.db, scope.agencyId, id),
    reportRecipients(deps, scope, id),
  ]);
  return { items: rows.map(toReport), recipients };
}

export async function createOwnerReport(
  deps: AppDeps,
  scope: MemberScope,
  { id, recommendation }: { id: string; recommendation: string },
): Promise<OwnerReport> {
  await propertySummary(deps, scope, { id });
  return toReport(
    await repo.insertReport(deps.db, scope.agencyId, {
      propertyId: id,
      recommendation,
      createdBy: scope.userId,
    }),
  );
}

/** « Envoyer au mandant »: only to a mandator of a mandate in force on this property. */
export async function sendOwnerReport(
  deps: AppDeps,
  scope: MemberScope,
  { id, reportId, clientId }: { id: string; reportId: string; clientId: string },
): Promise<void> {
  await requireReport(deps, scope, { id, reportId });
  const recipient = (await reportRecipients(deps, scope, id)).find((r) => r.clientId === clientId);
  if (!recipient) {
    const message = m.errors.recipientNotMandator;
    throw new AppError('VALIDATION_FAILED', message, { clientId: message });
  }
  await deps.jobs.enqueue(ownerReportMailJob, {
    agencyId: scope.agencyId,
    propertyId: id,
    reportId,
    requestedBy: scope.userId,
    to: recipient.email,
  });
}
