import {
  addDaysToDate,
  DEAL_REMINDER_DAYS_BEFORE,
  dealMessages,
  formatLongDate,
  parisToday,
} from '@immopilote/contracts';
import { forEachAgency } from '../../db/agency-scope';
import type { AppDeps } from '../../deps';
import { sendMailJob } from '../../integrations/mail/send-mail.job';
import { deadlineLabel } from './deal-agenda.service';
import { agenciesWithDueReminders, claimDueReminders, listReminderRecipients } from './deal-reminders.repo';

const DAY_MS = 86_400_000;

/** The window of due dates reminded on `today`: from today to DEAL_REMINDER_DAYS_BEFORE days on. */
const windowOf = (today: string) => ({ from: today, to: addDaysToDate(today, DEAL_REMINDER_DAYS_BEFORE) });

/**
 * One agency's round at `now`: every open deadline of a file with a member, due within
 * DEAL_REMINDER_DAYS_BEFORE days and not yet reminded for that date, is claimed once, then its
 * e-mail goes to the member through the outbox (one set within the window, or moved into it, is
 * reminded at the next round with the days left). A round that dies between the claim and the
 * enqueue loses those e-mails rather than sending them twice.
 */
export async function remindDeadlinesOfAgency(deps: AppDeps, agencyId: string, now: Date = new Date()) {
  const today = parisToday(now);
  const claimed = await claimDueReminders(deps.db, agencyId, windowOf(today));
  const recipients = await listReminderRecipients(
    deps.db,
    agencyId,
    claimed.map((c) => c.id),
  );
  for (const r of recipients) {
    const label = deadlineLabel(r);
    const days = Math.round((Date.parse(r.dueOn) - Date.parse(today)) / DAY_MS);
    await deps.jobs.enqueue(
      sendMailJob,
      {
        to: r.email,
        toAccount: true,
        subject: dealMessages.reminderSubject(label, r.propertyName, days),
        text: dealMessages.reminderBody(
          label,
          r.propertyName,
          formatLongDate(r.dueOn),
          `${deps.config.publicUrl}/ventes/${r.dealId}`,
        ),
      },
      { key: `deal-reminder:${r.id}:${r.dueOn}` },
    );
  }
  return recipients.length;
}

/** Every agency's round (the hourly job). */
export async function remindDealDeadlines(deps: AppDeps, now: Date = new Date()) {
  let sent = 0;
  const window = windowOf(parisToday(now));
  await forEachAgency(
    () => agenciesWithDueReminders(deps.db, window),
    async (agencyId) => {
      sent += await remindDeadlinesOfAgency(deps, agencyId, now);
    },
  );
  return sent;
}
