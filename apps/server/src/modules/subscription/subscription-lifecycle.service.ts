import type { AppDeps } from '../../deps';
import { DAY_MS } from '../../integrations/payments/local-payment-provider';
import { sendMailJob } from '../../integrations/mail/send-mail.job';
import { forEachAgency } from '../../db/agency-scope';
import { closeAgency } from '../profile/profile.service';
import { type BillingLog, type PendingMail, sendBillingMails } from './billing-events.service';
import * as billing from './billing.repo';
import { billingMail } from './billing-mail';

/**
 * Time-driven steps (job every hour, and after the demonstration clock moves): a past-due agency
 * whose grace is over becomes read-only; a read-only agency whose period is over is deleted with
 * everything it owns, through the one « delete an agency » path (profile service).
 */
export async function runSubscriptionLifecycle(deps: AppDeps, log: BillingLog): Promise<void> {
  // Each agency on its own time: real time, or the demonstration agency's own billing clock.
  const realNow = new Date();
  const clocks = deps.config.payments.demoClock;
  await forEachAgency(
    async () => (await billing.pastDueGraceOver(deps.db, realNow, clocks)).map((a) => a.id),
    async (id) => makeReadOnly(deps, id, await deps.payments.now(id), log),
  );
  await forEachAgency(
    async () => (await billing.readOnlyOver(deps.db, realNow, clocks)).map((a) => a.id),
    async (id) => deleteEndedAgency(deps, id, await deps.payments.now(id), log),
  );
}

/** The past-due grace is over: the agency becomes read-only until its read-only period ends. */
async function makeReadOnly(deps: AppDeps, id: string, now: Date, log: BillingLog) {
  const readOnlyUntil = new Date(now.getTime() + deps.config.payments.readOnlyGraceDays * DAY_MS);
  const mails = await deps.db.transaction(async (tx): Promise<PendingMail[]> => {
    const agency = await billing.agencyBilling(tx, id, true);
    if (
      agency?.subscriptionStatus !== 'past_due' ||
      !agency.subscriptionGraceEndsAt ||
      agency.subscriptionGraceEndsAt > now
    ) {
      return [];
    }
    await billing.setBillingState(tx, id, {
      ...stateOf(agency),
      subscriptionStatus: 'read_only',
      subscriptionReadOnlyUntil: readOnlyUntil,
    });
    return [
      {
        agencyId: id,
        kind: 'read-only',
        date: readOnlyUntil,
        key: `billing:${id}:read-only:${readOnlyUntil.toISOString()}`,
      },
    ];
  });
  await sendBillingMails(deps, mails, log);
}

/** The read-only period is over: the agency goes with its data and files, and its head is told. */
async function deleteEndedAgency(deps: AppDeps, id: string, now: Date, log: BillingLog) {
  const head = await billing.agencyHead(deps.db, id);
  const agency = await billing.agencyBilling(deps.db, id);
  if (!agency) return;
  // Re-checked under the agency's lock: a head who subscribed again meanwhile keeps the agency.
  const closed = await closeAgency(deps, id, {
    reason: 'subscription-ended',
    log,
    confirm: async (tx) => {
      const locked = await billing.agencyBilling(tx, id);
      return !!locked && deletionDue(locked, now);
    },
  });
  if (closed && head) {
    await deps.jobs.enqueue(
      sendMailJob,
      {
        to: head.email,
        toAccount: true,
        ...billingMail('deleted', {
          firstName: head.firstName,
          agencyName: agency.name,
          date: null,
          manageLink: '',
        }),
      },
      { key: `billing:${id}:deleted` },
    );
  }
}

function stateOf(agency: billing.AgencyBillingRow): billing.BillingState {
  return {
    subscriptionStatus: agency.subscriptionStatus,
    subscriptionPlan: agency.subscriptionPlan,
    subscriptionPeriodEnd: agency.subscriptionPeriodEnd,
    subscriptionCancelAtPeriodEnd: agency.subscriptionCancelAtPeriodEnd,
    subscriptionGraceEndsAt: agency.subscriptionGraceEndsAt,
    subscriptionReadOnlyUntil: agency.subscriptionReadOnlyUntil,
    paymentProvider: agency.paymentProvider,
    paymentCustomerRef: agency.paymentCustomerRef,
    paymentSubscriptionRef: agency.paymentSubscriptionRef,
  };
}

/** Whether an agency read-only at `now` is still due for deletion (re-checked under the lock). */
export function deletionDue(
  agency: { subscriptionStatus: string; subscriptionReadOnlyUntil: Date | null },
  now: Date,
) {
  return (
    agency.subscriptionStatus === 'read_only' &&
    !!agency.subscriptionReadOnlyUntil &&
    agency.subscriptionReadOnlyUntil <= now
  );
}
