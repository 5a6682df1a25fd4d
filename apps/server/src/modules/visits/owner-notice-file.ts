import { formatShortDate, visitMessages } from '@immopilote/contracts';
import { scopeActingFor } from '../../auth/context';
import type { AppDeps } from '../../deps';
import { redactContacts } from '../../files/redact-contacts';
import { objectKey } from '../../storage/storage';
import { getAgencySettings } from '../agency/agency.service';
import { getMandate } from '../mandates/mandates.service';
import { renderOwnerNoticePdf } from './owner-notice-pdf';
import { parisClock } from './visit-clock';
import * as repo from './visits.repo';

/** The stored PDF of a notice: one key, so a retried job writes the same object again. */
export const noticePdfKey = (agencyId: string, noticeId: string) =>
  objectKey(agencyId, noticeId, 'compte-rendu-de-visites.pdf');

/**
 * The mail job's work: draws the « Compte rendu de visites » of the visits the notice claimed,
 * stores it as sent, mails it to the recipients, then marks the notice sent. A notice already
 * sent is left alone, so a retry never mails twice once the mark is written.
 */
export async function deliverOwnerNotice(
  deps: AppDeps,
  { agencyId, noticeId, requestedBy }: { agencyId: string; noticeId: string; requestedBy: string | null },
  now: Date = new Date(),
): Promise<void> {
  const notice = await repo.findNotice(deps.db, agencyId, noticeId);
  if (!notice || notice.sentAt || notice.visitCount === 0) return;
  // The hourly pass acts for nobody in particular: only the agency's own rows are read.
  const scope = scopeActingFor({ agencyId, userId: requestedBy ?? '' });
  const [visits, settings, mandate] = await Promise.all([
    repo.listNoticeVisits(deps.db, agencyId, noticeId),
    getAgencySettings(deps, scope),
    notice.mandateId ? getMandate(deps, scope, { id: notice.mandateId }).catch(() => null) : null,
  ]);
  if (visits.length === 0) return;
  const printedOn = parisClock(now).today;
  const propertyName = visits.at(-1)!.propertyLabel;
  const body = await renderOwnerNoticePdf({
    agencyName: settings.agency.name,
    printedOn,
    propertyName,
    mandateNumber: mandate?.number ?? null,
    visits: visits.map((v) => ({
      date: v.visitDate,
      startTime: v.startTime?.slice(0, 5) ?? null,
      interest: v.interest,
      priceOpinion: v.priceOpinion,
      remarks: v.remarks,
    })),
  });
  const key = noticePdfKey(agencyId, noticeId);
  await deps.storage.put('owner-notices', key, body, 'application/pdf');
  const m = visitMessages.notice;
  const lines = visits.map((v) =>
    m.mailLine(
      m.visitLine(formatShortDate(v.visitDate), v.startTime?.slice(0, 5) ?? null),
      v.interest && v.priceOpinion
        ? [
            visitMessages.interests[v.interest],
            visitMessages.priceOpinions[v.priceOpinion],
            v.remarks && redactContacts(v.remarks),
          ]
            .filter(Boolean)
            .join(', ')
        : null,
    ),
  );
  // One e-mail per mandator: co-owners need not learn each other's addresses.
  for (const to of notice.recipients) {
    await deps.mailer.send({
      to,
      subject: m.mailSubject(propertyName),
      text: m.mailBody(settings.agency.name, propertyName, lines),
      attachments: [{ filename: m.fileName(printedOn), contentType: 'application/pdf', content: body }],
    });
  }
  await repo.markNoticeSent(deps.db, agencyId, noticeId, key, now);
}
