import {
  addMonthsToDate,
  type LeaseRent,
  parisToday,
  type RentCall,
  type RentCallStatus,
  rentalRetainUntil,
} from '@immopilote/contracts';
import { forEachAgency } from '../../db/agency-scope';
import type { AppDeps } from '../../deps';
import { findLease, findLeaseParties } from './lease-lookup.repo';
import { drawPendingReceipts, listLeaseReceipts } from './receipts.service';
import { drawPendingCalls } from './rent-calls.documents';
import * as repo from './rent-calls.repo';
import { dueCalls } from './rent-calls.schedule';
import { consentingTenants } from './rent-documents';
import { rentMailJob } from './rent-mail.job';

/** Rows per insert statement: 500 leases' calls in a few round trips. */
const INSERT_CHUNK = 250;

export function callStatus(
  row: Pick<repo.RentCallRow, 'paidCents' | 'totalCents' | 'dueOn'>,
  today: string,
): RentCallStatus {
  if (row.paidCents >= row.totalCents) return 'paid';
  if (row.paidCents > 0) return 'partial';
  return row.dueOn < today ? 'unpaid' : 'upcoming';
}

export function toRentCall(row: repo.RentCallRow, today: string = parisToday()): RentCall {
  return {
    id: row.id,
    leaseId: row.leaseId,
    period: row.period,
    dueOn: row.dueOn,
    rentCents: row.rentCents,
    chargesCents: row.chargesCents,
    totalCents: row.totalCents,
    paidCents: row.paidCents,
    status: callStatus(row, today),
    delivery: row.delivery,
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Leases ended this long ago (months) still get their last month called. */
const ENDED_LOOKBACK_MONTHS = 2;

/**
 * The monthly run for one agency, bound to it: inserts the calls due on `today` that are missing
 * (at most one per lease and month, whatever ran before: a killed run, another process), then draws
 * every PDF still missing (calls and receipts), then hands the e-mailed calls to the mail job.
 * Each step picks up what a killed run left, so running it again completes it. How many calls it issued.
 */
export async function issueRentCalls(
  deps: Pick<AppDeps, 'db' | 'storage' | 'jobs'>,
  agencyId: string,
  today: string = parisToday(),
): Promise<number> {
  const since = addMonthsToDate(`${today.slice(0, 7)}-01`, -ENDED_LOOKBACK_MONTHS);
  const leases = await repo.leasesToCall(deps.db, agencyId, since);
  const byEmail = await repo.leasesWithConsent(
    deps.db,
    agencyId,
    leases.map((l) => l.id),
  );
  const retainUntil = rentalRetainUntil(today);
  const rows: repo.NewRentCall[] = leases.flatMap((lease) =>
    dueCalls(lease, today).map((call) => ({
      leaseId: lease.id,
      period: call.period,
      dueOn: call.dueOn,
      rentCents: call.rentCents,
      chargesCents: call.chargesCents,
      totalCents: call.rentCents + call.chargesCents,
      delivery: byEmail.has(lease.id) ? ('email' as const) : ('print' as const),
      retainUntil,
    })),
  );
  let issued = 0;
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    issued += (await repo.insertCalls(deps.db, agencyId, rows.slice(i, i + INSERT_CHUNK))).length;
  }
  await drawPendingCalls(deps, agencyId);
  await drawPendingReceipts(deps, agencyId);
  await sendPendingCalls(deps, agencyId);
  return issued;
}

/** Each e-mailed call not sent yet goes to its consenting tenants once (the key holds a repeat). */
async function sendPendingCalls(deps: Pick<AppDeps, 'db' | 'jobs'>, agencyId: string) {
  for (const { id, leaseId } of await repo.listCallsToSend(deps.db, agencyId)) {
    for (const tenant of consentingTenants(await findLeaseParties(deps.db, agencyId, leaseId))) {
      await deps.jobs.enqueue(
        rentMailJob,
        { agencyId, document: 'call', id, to: tenant.email! },
        { key: `rent-call-${id}-${tenant.id}` },
      );
    }
  }
}

/** The hourly pass over every agency with a lease to call. */
export async function issueAllRentCalls(
  deps: Pick<AppDeps, 'db' | 'storage' | 'jobs'>,
  today = parisToday(),
) {
  let issued = 0;
  const since = addMonthsToDate(`${today.slice(0, 7)}-01`, -ENDED_LOOKBACK_MONTHS);
  await forEachAgency(
    () => repo.agenciesWithLeases(deps.db, since),
    async (agencyId) => {
      issued += await issueRentCalls(deps, agencyId, today);
    },
  );
  return issued;
}

/** A lease's rent: its calls, its receipts, and what is owed today (calls due and not paid). */
export async function leaseRent(
  deps: Pick<AppDeps, 'db'>,
  agencyId: string,
  leaseId: string,
): Promise<LeaseRent> {
  await findLease(deps.db, agencyId, leaseId);
  const today = parisToday();
  const rows = await repo.listCallsOfLease(deps.db, agencyId, leaseId);
  return {
    calls: rows.map((r) => toRentCall(r, today)),
    receipts: await listLeaseReceipts(deps, agencyId, leaseId),
    balanceCents: rows
      .filter((r) => r.dueOn <= today)
      .reduce((sum, r) => sum + r.totalCents - r.paidCents, 0),
  };
}
