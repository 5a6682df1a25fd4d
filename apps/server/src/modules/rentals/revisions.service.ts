import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import {
  type IrlValue,
  parisToday,
  proposeRevision,
  type RentRevision,
  type RentRevisionList,
  type RevisionConfirmed,
  type RevisionProposalView,
  rentalRetainUntil,
  revisionMessages,
} from '@immopilote/contracts';
import type { MemberScope } from '../../auth/context';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../errors';
import { objectKey } from '../../storage/storage';
import { agencyLegalIdentity } from '../agency/agency-site.service';
import { irlIndexFor } from './irl.service';
import { findLease, findLeaseParties, type LeaseRow } from './lease-lookup.repo';
import { REVISION_LETTER_BUCKET, renderRevisionLetterPdf } from './revision-letter-pdf';
import { revisionLetterMailJob } from './revision-letter-mail.job';
import { isDueOn, latestDueOn, nextDueOn, firstDueOn } from './revision-dates';
import * as repo from './revisions.repo';

const m = revisionMessages;
type Outcome = RevisionProposalView['outcome'];

type Refusal = Extract<Outcome, { ok: false }>;
const refused = (reason: Refusal['reason'], missing: Refusal['missing'] = null): Outcome => ({
  ok: false,
  reason,
  missing,
});

/** The engine's answer for one due date, claimed today; checks of the lease itself come first. */
function outcomeFor(lease: LeaseRow, dueOn: string, today: string, index: readonly IrlValue[]): Outcome {
  if (lease.referenceQuarter === null) return refused('no_reference_quarter');
  const proposal = proposeRevision({
    rentCents: lease.rentCents,
    hasRevisionClause: lease.hasRevisionClause,
    referenceQuarter: lease.referenceQuarter,
    dueOn,
    claimedOn: today,
    area: lease.irlArea,
    energyClass: lease.energyClass,
    index,
  });
  if (!proposal.ok) return refused(proposal.reason, proposal.missing ?? null);
  const figure = ({ year, quarter, value }: IrlValue) => ({ year, quarter, value });
  return {
    ok: true,
    newRentCents: proposal.newRentCents,
    previous: figure(proposal.previous),
    latest: figure(proposal.latest),
    indexRatio: proposal.indexRatio,
    capRate: proposal.capRate,
    effectiveOn: proposal.effectiveOn,
  };
}

/** The refusal as the API says it, in French. */
function refusalMessage(lease: LeaseRow, dueOn: string, outcome: Refusal): string {
  const r = m.refusals;
  switch (outcome.reason) {
    case 'index_not_published':
      return r.index_not_published(outcome.missing!);
    case 'lapsed':
      return r.lapsed(dueOn, nextDueOn(lease, dueOn));
    case 'energy_freeze':
      return r.energy_freeze(lease.irlArea);
    case 'not_due':
      return r.not_due(nextDueOn(lease, dueOn));
    default:
      return r[outcome.reason];
  }
}

/**
 * The lease's next revision as of today (Paris): the latest due date on or before today that no
 * confirmed revision covers, claimed today, computed from the current index values.
 */
export async function revisionProposal(
  deps: Pick<AppDeps, 'db'>,
  scope: MemberScope,
  { id }: { id: string },
  now: Date = new Date(),
): Promise<RevisionProposalView> {
  const lease = await findLease(deps.db, scope.agencyId, id);
  const today = parisToday(now);
  const confirmed = new Set((await repo.listLeaseRevisions(deps.db, scope.agencyId, id)).map((r) => r.dueOn));
  const latest = latestDueOn(lease, today);
  const base = {
    leaseId: lease.id,
    claimedOn: today,
    currentRentCents: lease.rentCents,
    area: lease.irlArea,
  };
  const pending = latest !== null && !confirmed.has(latest) ? latest : null;
  const nextDue = latest === null ? firstDueOn(lease) : nextDueOn(lease, latest);
  const view = (dueOn: string | null, outcome: Outcome) => ({ ...base, dueOn, nextDueOn: nextDue, outcome });
  if (lease.status === 'ended') return view(null, refused('lease_ended'));
  if (!lease.hasRevisionClause) return view(null, refused('no_clause'));
  if (pending === null) return view(null, refused('not_due'));
  return view(pending, outcomeFor(lease, pending, today, await irlIndexFor(deps, lease.irlArea)));
}

export function toRentRevision(row: repo.RentRevisionRow): RentRevision {
  return {
    id: row.id,
    dueOn: row.dueOn,
    claimedOn: row.claimedOn,
    effectiveOn: row.effectiveOn,
    irlArea: row.irlArea,
    quarter: row.quarter,
    previousYear: row.previousYear,
    latestYear: row.latestYear,
    previousValue: row.previousValue,
    latestValue: row.latestValue,
    capRate: row.capRate,
    oldRentCents: row.oldRentCents,
    newRentCents: row.newRentCents,
    hasLetter: row.letterKey !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listRevisions(
  deps: Pick<AppDeps, 'db'>,
  scope: MemberScope,
  { id }: { id: string },
): Promise<RentRevisionList> {
  await findLease(deps.db, scope.agencyId, id);
  return { items: (await repo.listLeaseRevisions(deps.db, scope.agencyId, id)).map(toRentRevision) };
}

const conflict = (message: string) => new AppError('CONFLICT', message);

/** Inside the confirming transaction, the lease locked: recomputes everything from the due date alone. */
async function confirmLocked(
  deps: Pick<AppDeps, 'storage'>,
  tx: DbOrTx,
  scope: MemberScope,
  { id, dueOn }: { id: string; dueOn: string },
  today: string,
) {
  const lease = await repo.lockLease(tx, scope.agencyId, id);
  if (!lease) throw notFound(m.errors.leaseNotFound);
  if (lease.status === 'ended') throw conflict(m.refusals.lease_ended);
  if (!lease.hasRevisionClause) throw conflict(m.refusals.no_clause);
  if (!isDueOn(lease, dueOn) || dueOn > today) throw conflict(m.errors.notCurrentDue);
  const revisions = await repo.listLeaseRevisions(tx, scope.agencyId, id);
  if (revisions.some((r) => r.dueOn === dueOn)) throw conflict(m.errors.alreadyConfirmed);
  const outcome = outcomeFor(lease, dueOn, today, await irlIndexFor({ db: tx }, lease.irlArea));
  if (!outcome.ok) throw conflict(refusalMessage(lease, dueOn, outcome));

  const [identity, parties] = await Promise.all([
    agencyLegalIdentity({ db: tx }, scope),
    findLeaseParties(tx, scope.agencyId, id),
  ]);
  const tenants = parties.filter((p) => p.role === 'tenant');
  const figures = {
    dueOn,
    claimedOn: today,
    effectiveOn: outcome.effectiveOn,
    irlArea: lease.irlArea,
    previousYear: outcome.previous.year,
    latestYear: outcome.latest.year,
    quarter: outcome.latest.quarter,
    previousValue: outcome.previous.value,
    latestValue: outcome.latest.value,
    capRate: outcome.capRate,
    oldRentCents: lease.rentCents,
    newRentCents: outcome.newRentCents,
  };
  const letter = await renderRevisionLetterPdf({
    ...figures,
    area: lease.irlArea,
    agencyName: identity.name,
    agencyAddress: identity.address,
    tenantNames: tenants.map((t) => t.name),
    propertyLabel: lease.propertyLabel,
    propertyAddress: lease.propertyAddress,
    writtenOn: today,
  });
  // Files, then rows: if the transaction rolls back, no row names the letter and the sweep removes it.
  const revisionId = randomUUID();
  const letterKey = objectKey(scope.agencyId, revisionId, m.letter.fileName(dueOn));
  await deps.storage.put(REVISION_LETTER_BUCKET, letterKey, letter, 'application/pdf');
  const row = await repo.insertRevision(tx, scope.agencyId, {
    ...figures,
    id: revisionId,
    leaseId: id,
    letterKey,
    retainUntil: rentalRetainUntil(today),
    confirmedBy: scope.userId,
  });
  await repo.setLeaseRent(tx, scope.agencyId, id, outcome.newRentCents);
  // E-mail only with the tenant's express consent to electronic delivery; otherwise the letter is printed.
  const emailedTo = tenants.flatMap((t) => (t.electronicDelivery && t.email ? [t.email] : []));
  return { row, emailedTo };
}

/**
 * Confirms the revision due on `dueOn`: the server computes it again (the browser's figures are never
 * read), records it with the values it used, and sets the lease's rent in the same transaction. Two
 * confirmations of one due date give one revision and a French 409.
 */
export async function confirmRevision(
  deps: Pick<AppDeps, 'db' | 'storage' | 'jobs'>,
  scope: MemberScope,
  input: { id: string; dueOn: string },
  now: Date = new Date(),
): Promise<RevisionConfirmed> {
  await findLease(deps.db, scope.agencyId, input.id);
  const today = parisToday(now);
  let confirmed: Awaited<ReturnType<typeof confirmLocked>>;
  try {
    confirmed = await deps.db.transaction((tx) => confirmLocked(deps, tx, scope, input, today));
  } catch (err) {
    if (isUniqueViolation(err, 'rent_revisions_lease_due_key')) throw conflict(m.errors.alreadyConfirmed);
    throw err;
  }
  const { row, emailedTo } = confirmed;
  for (const to of emailedTo) {
    await deps.jobs.enqueue(
      revisionLetterMailJob,
      { agencyId: scope.agencyId, leaseId: input.id, revisionId: row.id, to },
      { key: `revision-letter:${row.id}:${to}` },
    );
  }
  return { revision: toRentRevision(row), emailedTo };
}

/** The stored letter of a revision, as it was written when the revision was confirmed. */
export async function revisionLetter(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  scope: Pick<MemberScope, 'agencyId'>,
  { id, revisionId }: { id: string; revisionId: string },
): Promise<{ fileName: string; body: Buffer }> {
  await findLease(deps.db, scope.agencyId, id);
  const row = await repo.findLeaseRevision(deps.db, scope.agencyId, id, revisionId);
  if (!row) throw notFound(m.errors.notFound);
  const stored = row.letterKey ? await deps.storage.get(REVISION_LETTER_BUCKET, row.letterKey) : null;
  if (!stored) throw notFound(m.errors.letterMissing);
  return { fileName: m.letter.fileName(row.dueOn), body: await buffer(stored.body) };
}
