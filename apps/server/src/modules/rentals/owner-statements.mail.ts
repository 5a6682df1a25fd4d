import { formatLongDate, rentalOwnerMessages } from '@immopilote/contracts';
import { scopeActingFor } from '../../auth/context';
import type { AppDeps } from '../../deps';
import { getAgencySettings } from '../agency/agency.service';
import { findRegularisation } from './charges.repo';
import { findLease } from './lease-lookup.repo';
import { findStatement, markSent } from './owner-statements.repo';
import { readRentalPdf } from './rental-owner-files';

const m = rentalOwnerMessages;

export interface RentalOwnerMail {
  agencyId: string;
  requestedBy: string;
  leaseId: string;
  kind: 'statement' | 'charges';
  recordId: string;
  to: string;
}

/** The mail job's work: the stored PDF to one recipient; a statement then notes it was sent. */
export async function deliverRentalOwnerMail(deps: AppDeps, payload: RentalOwnerMail): Promise<void> {
  const scope = scopeActingFor({ agencyId: payload.agencyId, userId: payload.requestedBy });
  const lease = await findLease(deps.db, payload.agencyId, payload.leaseId);
  const agencyName = (await getAgencySettings(deps, scope)).agency.name;
  if (payload.kind === 'statement') {
    const row = await findStatement(deps.db, payload.agencyId, payload.leaseId, payload.recordId);
    const body = row?.pdfKey ? await readRentalPdf(deps, row.pdfKey) : null;
    if (!row || !body) return;
    const period = m.statements.period(formatLongDate(row.periodStart), formatLongDate(row.periodEnd));
    await deps.mailer.send({
      to: payload.to,
      subject: m.statements.mail.subject(lease.propertyLabel, period),
      text: m.statements.mail.body(agencyName, period),
      attachments: [
        {
          filename: m.statements.pdf.fileName(row.periodStart, row.periodEnd),
          contentType: 'application/pdf',
          content: body,
        },
      ],
    });
    await markSent(deps.db, payload.agencyId, row.id);
    return;
  }
  const row = await findRegularisation(deps.db, payload.agencyId, payload.leaseId, payload.recordId);
  const body = row?.pdfKey ? await readRentalPdf(deps, row.pdfKey) : null;
  if (!row || !body) return;
  await deps.mailer.send({
    to: payload.to,
    subject: m.charges.mail.subject(row.year, lease.propertyLabel),
    text: m.charges.mail.body(agencyName, row.year),
    attachments: [
      { filename: m.charges.pdf.fileName(row.year), contentType: 'application/pdf', content: body },
    ],
  });
}
