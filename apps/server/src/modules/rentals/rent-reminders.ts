import { arrearsMessages, formatCents, formatDate, formatLongDate, parisToday } from '@immopilote/contracts';
import { forEachAgency } from '../../db/agency-scope';
import type { AppDeps } from '../../deps';
import { sendMailJob } from '../../integrations/mail/send-mail.job';
import { reminderDaysOf } from './rental-settings.service';
import { agenciesWithLateRents, claimDueRentReminders, reminderRecipients } from './rent-reminders.repo';

const m = arrearsMessages.mail;

/**
 * One agency's round on `now`: every call not paid in full that reached one of the agency's delays
 * (days after its due date) not yet reminded is claimed once, then each of its tenants with an
 * e-mail is written to through the outbox. Several delays reached at once (the job was stopped)
 * make one e-mail. Tenants without an e-mail are on the arrears screens, « à relancer par courrier ».
 * A round that dies between the claim and the enqueue loses those e-mails rather than sending them twice.
 */
export async function remindRentsOfAgency(deps: AppDeps, agencyId: string, now: Date = new Date()) {
  const today = parisToday(now);
  const days = await reminderDaysOf(deps.db, agencyId);
  const claimed = await claimDueRentReminders(deps.db, agencyId, days, today);
  const latest = new Map(claimed.map((c) => [c.id, Math.max(...c.remindedDays)]));
  const recipients = await reminderRecipients(deps.db, agencyId, [...latest.keys()]);
  for (const r of recipients) {
    const period = formatDate(r.period, 'month');
    await deps.jobs.enqueue(
      sendMailJob,
      {
        to: r.email!,
        subject: m.subject(r.propertyLabel, period),
        text: m.body({
          tenant: r.name,
          property: r.propertyLabel,
          period,
          dueOn: formatLongDate(r.dueOn),
          amount: formatCents(r.dueCents),
          agency: r.agencyName,
        }),
      },
      { key: `rent-reminder:${r.callId}:${latest.get(r.callId)}:${r.partyId}` },
    );
  }
  return recipients.length;
}

/** Every agency's round (the hourly job): a delay is reached once a day, the pass is cheap between. */
export async function remindUnpaidRents(deps: AppDeps, now: Date = new Date()) {
  let sent = 0;
  const today = parisToday(now);
  await forEachAgency(
    () => agenciesWithLateRents(deps.db, today),
    async (agencyId) => {
      sent += await remindRentsOfAgency(deps, agencyId, now);
    },
  );
  return sent;
}
