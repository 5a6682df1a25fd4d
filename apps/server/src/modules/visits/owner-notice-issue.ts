import { addDaysToDate, type Mandate, type OwnerNoticeCadence } from '@immopilote/contracts';
import { scopeActingFor } from '../../auth/context';
import type { AppDeps } from '../../deps';
import { clientContact } from '../clients/clients.service';
import { ownerNoticeMailJob } from './owner-notice-mail.job';
import { parisClock } from './visit-clock';
import * as repo from './visits.repo';

/**
 * How far back a visit without a record (no slip, no feedback) is taken into the notices: two
 * weeks covers both cadences, and older history never floods an owner when the feature starts.
 */
export const NOTICE_LOOKBACK_DAYS = 14;

/** Every done visit of the last two weeks gets its record, so it reaches the owner, slip or not. */
export async function ensureVisitRecords(deps: Pick<AppDeps, 'db'>, agencyId: string, now: Date) {
  const { today, time } = parisClock(now);
  const missing = await repo.listDoneVisitsWithoutRecord(deps.db, agencyId, {
    since: addDaysToDate(today, -NOTICE_LOOKBACK_DAYS),
    today,
    time,
  });
  await repo.insertRecords(
    deps.db,
    agencyId,
    missing.map((v) => ({
      historyId: v.id,
      propertyId: v.propertyId,
      propertyLabel: v.propertyName,
      visitDate: v.date,
      startTime: v.startTime,
      visitors: [{ clientId: v.clientId, name: v.clientName, email: v.clientEmail, phone: v.clientPhone }],
    })),
  );
}

/** The mandators' e-mails as the directory holds them (none: nothing can be sent). */
export async function noticeRecipients(deps: AppDeps, agencyId: string, mandate: Mandate): Promise<string[]> {
  const scope = scopeActingFor({ agencyId, userId: '' });
  const emails = new Set<string>();
  for (const mandator of mandate.mandators) {
    if (!mandator.clientId) continue;
    const contact = await clientContact(deps, scope, { id: mandator.clientId });
    if (contact?.email) emails.add(contact.email.toLowerCase());
  }
  return [...emails];
}

/**
 * Writes a notice and claims its visits in one transaction (a visit already claimed by another
 * notice is skipped; none left: no notice), then enqueues its e-mail. Null when nothing was claimed.
 */
export async function issueOwnerNotice(
  deps: AppDeps,
  agencyId: string,
  input: {
    mandate: Mandate;
    propertyId: string;
    cadence: OwnerNoticeCadence;
    recipients: string[];
    visitIds: readonly string[];
    requestedBy: string | null;
  },
): Promise<{ id: string; visitCount: number } | null> {
  const issued = await deps.db
    .transaction(async (tx) => {
      const notice = await repo.insertNotice(tx, agencyId, {
        mandateId: input.mandate.id,
        propertyId: input.propertyId,
        cadence: input.cadence,
        recipients: input.recipients,
        visitCount: 0,
      });
      const claimed = await repo.claimVisits(tx, agencyId, notice.id, input.visitIds);
      if (claimed.length === 0) throw new NothingClaimed();
      await repo.setNoticeCount(tx, agencyId, notice.id, claimed.length);
      return { id: notice.id, visitCount: claimed.length };
    })
    .catch((err: unknown) => {
      if (err instanceof NothingClaimed) return null;
      throw err;
    });
  if (issued) await enqueueNoticeMail(deps, agencyId, issued.id, input.requestedBy);
  return issued;
}

/** Rolls the notice back when another process claimed every visit first. */
class NothingClaimed extends Error {}

export function enqueueNoticeMail(
  deps: AppDeps,
  agencyId: string,
  noticeId: string,
  requestedBy: string | null,
) {
  return deps.jobs.enqueue(
    ownerNoticeMailJob,
    { agencyId, noticeId, requestedBy },
    { key: `owner-notice:${noticeId}` },
  );
}
