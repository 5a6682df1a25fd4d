import { leadsMessages as m } from '@immopilote/contracts';
import type { AppDeps } from '../../deps';
import { sendMailJob } from '../../integrations/mail/send-mail.job';
import { findLeadNotice, findMemberContact, insertLeadEvent } from './leads.repo';

/** A header-safe, short piece of text the visitor wrote (their name in a subject). */
const oneLine = (text: string, max = 80) => {
  const flat = text
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

/** Whether a lead was found: not yet, when the sender's transaction has not committed (the job retries). */
export type NoticeResult = 'sent' | 'nobody' | 'missing';

/**
 * Tells the member a lead is theirs (the job's work): an e-mail with the name and the listing only,
 * and a link to « Demandes »; the lead's history says it was sent. `memberId` defaults to the lead's
 * assignee now.
 */
export async function sendLeadNotice(
  deps: AppDeps,
  { agencyId, leadId, memberId }: { agencyId: string; leadId: string; memberId?: string },
): Promise<NoticeResult> {
  const lead = await findLeadNotice(deps.db, agencyId, leadId);
  if (!lead) return 'missing';
  const to = memberId ?? lead.assignedTo;
  if (!to) return 'nobody';
  const member = await findMemberContact(deps.db, agencyId, to);
  if (!member) return 'nobody';
  const listing = lead.propertyName ? oneLine(lead.propertyName) : null;
  await deps.jobs.enqueue(
    sendMailJob,
    {
      to: member.email,
      toAccount: true,
      subject: m.mail.newSubject(oneLine(lead.name) || '—', listing),
      text: m.mail.newText({
        firstName: member.firstName,
        source: m.sources[lead.source],
        listing,
        url: `${deps.config.publicUrl}/demandes/${leadId}`,
      }),
    },
    { key: `lead-notice:${leadId}:${to}` },
  );
  await insertLeadEvent(deps.db, agencyId, { leadId, kind: 'notifiee', detail: to });
  return 'sent';
}

/** The overdue flag's e-mail to the lead's assignee (the overdue round's work). */
export async function sendOverdueNotice(
  deps: AppDeps,
  { agencyId, leadId }: { agencyId: string; leadId: string },
) {
  const lead = await findLeadNotice(deps.db, agencyId, leadId);
  if (!lead?.assignedTo) return;
  const member = await findMemberContact(deps.db, agencyId, lead.assignedTo);
  if (!member) return;
  const listing = lead.propertyName ? oneLine(lead.propertyName) : null;
  await deps.jobs.enqueue(
    sendMailJob,
    {
      to: member.email,
      toAccount: true,
      subject: m.mail.overdueSubject(oneLine(lead.name) || '—', listing),
      text: m.mail.overdueText({
        firstName: member.firstName,
        listing,
        url: `${deps.config.publicUrl}/demandes/${leadId}`,
      }),
    },
    { key: `lead-overdue:${leadId}` },
  );
}
