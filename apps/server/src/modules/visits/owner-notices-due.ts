import { addDaysToDate, OWNER_NOTICE_MAX_DAYS, type OwnerNoticeCadence } from '@immopilote/contracts';
import { forEachAgency } from '../../db/agency-scope';
import type { AppDeps } from '../../deps';
import { ownerNoticeCadenceOf } from '../agency/agency.service';
import { transactionMandateInForceOf } from '../mandates/mandates.service';
import {
  enqueueNoticeMail,
  ensureVisitRecords,
  issueOwnerNotice,
  NOTICE_LOOKBACK_DAYS,
  noticeRecipients,
} from './owner-notice-issue';
import { parisClock, parisWeekday } from './visit-clock';
import * as repo from './visits.repo';

/** The weekly digest leaves on Monday from this hour (Paris). */
export const WEEKLY_DIGEST_HOUR = 8;
/** A notice written but not sent after this long has its mail job enqueued again (a crash in between). */
const UNSENT_GRACE_MS = 15 * 60_000;

/**
 * Which of a property's waiting visits (oldest first) leave now:
 * - `within_8_days`: all of them, as soon as one has its feedback or the oldest is 7 days old, so
 *   none waits more than 8 days (décret 72-678 art. 77) with an hourly pass;
 * - `weekly`: on Monday morning the visits before that day; on another day only when the oldest
 *   is 7 days old (a Monday missed never holds a visit back beyond the 8 days).
 */
export function dueVisits(
  cadence: OwnerNoticeCadence,
  waiting: readonly repo.VisitRecordRow[],
  now: Date,
): repo.VisitRecordRow[] {
  if (waiting.length === 0) return [];
  const { today, time } = parisClock(now);
  const lateDay = addDaysToDate(today, -(OWNER_NOTICE_MAX_DAYS - 1));
  const oldestIsLate = waiting[0]!.visitDate <= lateDay;
  if (cadence === 'within_8_days') {
    return oldestIsLate || waiting.some((v) => v.feedbackAt !== null) ? [...waiting] : [];
  }
  const mondayMorning = parisWeekday(today) === 1 && Number(time.slice(0, 2)) >= WEEKLY_DIGEST_HOUR;
  if (mondayMorning) return waiting.filter((v) => v.visitDate < today);
  return oldestIsLate ? [...waiting] : [];
}

/** One agency's pass: each property with visits due gets one notice to its mandate's mandators. */
export async function sendDueOwnerNoticesOfAgency(deps: AppDeps, agencyId: string, now: Date = new Date()) {
  const cadence = await ownerNoticeCadenceOf(deps, { agencyId });
  await ensureVisitRecords(deps, agencyId, now);
  const { today, time } = parisClock(now);
  const waiting = await repo.listUnnotifiedVisits(deps.db, agencyId, { today, time });
  const byProperty = new Map<string, repo.VisitRecordRow[]>();
  for (const visit of waiting) {
    byProperty.set(visit.propertyId!, [...(byProperty.get(visit.propertyId!) ?? []), visit]);
  }
  let sent = 0;
  for (const [propertyId, visits] of byProperty) {
    const due = dueVisits(cadence, visits, now);
    if (due.length === 0) continue;
    const mandate = await transactionMandateInForceOf(deps, { agencyId }, { propertyId });
    // No mandate or no mandator with an e-mail: nothing leaves; the mandate's section says why.
    if (!mandate) continue;
    const recipients = await noticeRecipients(deps, agencyId, mandate);
    if (recipients.length === 0) continue;
    const issued = await issueOwnerNotice(deps, agencyId, {
      mandate,
      propertyId,
      cadence,
      recipients,
      visitIds: due.map((v) => v.id),
      requestedBy: null,
    });
    if (issued) sent += 1;
  }
  for (const notice of await repo.listUnsentNotices(
    deps.db,
    agencyId,
    new Date(now.getTime() - UNSENT_GRACE_MS),
  )) {
    await enqueueNoticeMail(deps, agencyId, notice.id, null);
  }
  return sent;
}

/** Every agency's pass (the hourly job). */
export async function sendDueOwnerNotices(deps: AppDeps, now: Date = new Date()) {
  let sent = 0;
  const since = addDaysToDate(parisClock(now).today, -NOTICE_LOOKBACK_DAYS);
  await forEachAgency(
    () => repo.agenciesWithRecentVisits(deps.db, since),
    async (agencyId) => {
      sent += await sendDueOwnerNoticesOfAgency(deps, agencyId, now);
    },
  );
  return sent;
}
