import { buffer } from 'node:stream/consumers';
import {
  addDaysToDate,
  OWNER_NOTICE_MAX_DAYS,
  type OwnerNoticeCadence,
  type OwnerNoticeList,
  visitMessages,
} from '@immopilote/contracts';
import type { MemberScope } from '../../auth/context';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../errors';
import { ownerNoticeCadenceOf, setOwnerNoticeCadence } from '../agency/agency.service';
import { getMandate } from '../mandates/mandates.service';
import { ensureVisitRecords, issueOwnerNotice, noticeRecipients } from './owner-notice-issue';
import { dueVisits } from './owner-notices-due';
import { parisClock, parisWeekday } from './visit-clock';
import * as repo from './visits.repo';

const m = visitMessages;

async function waitingVisitsOf(deps: AppDeps, scope: MemberScope, propertyId: string | null, now: Date) {
  if (!propertyId) return [];
  await ensureVisitRecords(deps, scope.agencyId, now);
  return repo.listUnnotifiedVisits(deps.db, scope.agencyId, { ...parisClock(now), propertyId });
}

/** The next Monday (today when it is Monday before the digest's hour). */
function nextMonday(today: string, beforeDigest: boolean): string {
  const weekday = parisWeekday(today);
  if (weekday === 1 && beforeDigest) return today;
  return addDaysToDate(today, 8 - weekday);
}

/** The latest day the next automatic notice leaves, as the hourly pass decides it. */
function nextSending(
  cadence: OwnerNoticeCadence,
  waiting: readonly repo.VisitRecordRow[],
  now: Date,
): OwnerNoticeList['nextSending'] {
  if (waiting.length === 0) return null;
  if (dueVisits(cadence, waiting, now).length > 0) return 'soon';
  const { today, time } = parisClock(now);
  const lateDay = addDaysToDate(waiting[0]!.visitDate, OWNER_NOTICE_MAX_DAYS - 1);
  if (cadence === 'within_8_days') return lateDay;
  const monday = nextMonday(today, Number(time.slice(0, 2)) < 8);
  return monday < lateDay ? monday : lateDay;
}

/** The mandate's « Comptes rendus au propriétaire »: what left, when, and what waits. */
export async function listMandateNotices(
  deps: AppDeps,
  scope: MemberScope,
  { id }: { id: string },
  now: Date = new Date(),
): Promise<OwnerNoticeList> {
  const mandate = await getMandate(deps, scope, { id });
  const [cadence, rows, recipients, waiting] = await Promise.all([
    ownerNoticeCadenceOf(deps, scope),
    repo.listNoticesOfMandate(deps.db, scope.agencyId, id),
    noticeRecipients(deps, scope.agencyId, mandate),
    mandate.status === 'active' ? waitingVisitsOf(deps, scope, mandate.propertyId, now) : Promise.resolve([]),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      createdAt: r.createdAt.toISOString(),
      sentAt: r.sentAt?.toISOString() ?? null,
      recipients: r.recipients,
      visitCount: r.visitCount,
      cadence: r.cadence,
      hasPdf: r.pdfKey !== null,
    })),
    cadence,
    pendingVisits: waiting.length,
    nextSending: recipients.length === 0 ? null : nextSending(cadence, waiting, now),
    missingRecipients: recipients.length === 0,
  };
}

/** « Envoyer maintenant »: every waiting visit of the mandate's property leaves at once. */
export async function sendMandateNoticeNow(
  deps: AppDeps,
  scope: MemberScope,
  { id }: { id: string },
  now: Date = new Date(),
): Promise<void> {
  const mandate = await getMandate(deps, scope, { id });
  if (mandate.status !== 'active') throw new AppError('CONFLICT', m.errors.mandateClosed);
  const recipients = await noticeRecipients(deps, scope.agencyId, mandate);
  if (recipients.length === 0) throw new AppError('CONFLICT', m.errors.noRecipients);
  const waiting = await waitingVisitsOf(deps, scope, mandate.propertyId, now);
  if (waiting.length === 0 || !mandate.propertyId) throw new AppError('CONFLICT', m.errors.noVisitsToSend);
  const issued = await issueOwnerNotice(deps, scope.agencyId, {
    mandate,
    propertyId: mandate.propertyId,
    cadence: await ownerNoticeCadenceOf(deps, scope),
    recipients,
    visitIds: waiting.map((v) => v.id),
    requestedBy: scope.userId,
  });
  if (!issued) throw new AppError('CONFLICT', m.errors.noVisitsToSend);
}

/** The PDF as it was sent. */
export async function ownerNoticePdf(
  deps: AppDeps,
  scope: MemberScope,
  { id, noticeId }: { id: string; noticeId: string },
): Promise<{ fileName: string; body: Buffer }> {
  await getMandate(deps, scope, { id });
  const notice = await repo.findNotice(deps.db, scope.agencyId, noticeId);
  if (!notice || notice.mandateId !== id || !notice.pdfKey || !notice.sentAt)
    throw notFound(m.errors.noticeNotFound);
  const object = await deps.storage.get('owner-notices', notice.pdfKey);
  if (!object) throw notFound(m.errors.noticeNotFound);
  return {
    fileName: m.notice.fileName(parisClock(notice.sentAt).today),
    body: await buffer(object.body),
  };
}

export async function noticeCadence(deps: AppDeps, scope: MemberScope) {
  return { cadence: await ownerNoticeCadenceOf(deps, scope) };
}

export async function changeNoticeCadence(deps: AppDeps, scope: MemberScope, cadence: OwnerNoticeCadence) {
  return { cadence: await setOwnerNoticeCadence(deps, scope, cadence) };
}
