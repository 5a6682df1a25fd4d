import {
  type DepositView,
  type depositDeductionsInputSchema,
  type leaseEndInputSchema,
  rentalOwnerMessages,
} from '@immopilote/contracts';
import type { z } from 'zod';
import type { MemberScope } from '../../auth/context';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { inspectionChanges } from '../inspections/inspection-changes';
import { storeDepositPdf } from './deposit-return.service';
import * as repo from './lease-end.repo';
import { deductionsCents, depositPenalty, leaseDepositDeadline } from './deposit-return.figures';
import { findLease, type LeaseRow } from './lease-lookup.repo';

const m = rentalOwnerMessages.deposit.errors;

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { [field]: message });

async function view(deps: AppDeps, scope: MemberScope, lease: LeaseRow): Promise<DepositView> {
  const rows = lease.propertyId
    ? await repo.listPropertyInspections(deps.db, scope.agencyId, lease.propertyId)
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const penalty = depositPenalty(lease, lease.depositReturnedOn);
  return {
    depositCents: lease.depositCents,
    inspections: rows.map((r) => {
      const entry = r.kind === 'exit' && r.entryInspectionId ? byId.get(r.entryInspectionId) : undefined;
      return {
        id: r.id,
        kind: r.kind,
        inspectionDate: r.inspectionDate,
        signed: r.signedAt !== null,
        changes: entry ? inspectionChanges(entry.content, r.content).length : null,
      };
    }),
    deadline: leaseDepositDeadline(lease),
    deductionsCents: deductionsCents(lease),
    penaltyMonths: penalty.months,
    penaltyCents: penalty.cents,
    hasPdf: lease.depositReturnedOn !== null,
  };
}

export async function getDepositView(deps: AppDeps, scope: MemberScope, { id }: { id: string }) {
  return view(deps, scope, await findLease(deps.db, scope.agencyId, id));
}

/** An inspection of this lease's property of the kind named, or the French field error. */
async function inspectionOfLease(
  deps: AppDeps,
  scope: MemberScope,
  lease: LeaseRow,
  id: string,
  kind: 'entry' | 'exit',
) {
  const field = kind === 'exit' ? 'exitInspectionId' : 'entryInspectionId';
  const message = kind === 'exit' ? m.exitNotFound : m.entryNotFound;
  const row = await repo.findInspection(deps.db, scope.agencyId, id);
  if (!row || row.kind !== kind || row.propertyId === null || row.propertyId !== lease.propertyId) {
    throw invalid(field, message);
  }
  return row;
}

/**
 * Ends the lease: the end, the keys, the inspections compared and whether the exit matches the
 * entry (which sets the deposit's deadline). Every check runs before the one update.
 */
export async function endLease(
  deps: AppDeps,
  scope: MemberScope,
  { id, body }: { id: string; body: z.output<typeof leaseEndInputSchema> },
): Promise<DepositView> {
  const lease = await findLease(deps.db, scope.agencyId, id);
  if (lease.status === 'ended') throw new AppError('CONFLICT', m.alreadyEnded);
  if (body.endedOn < lease.startOn) throw invalid('endedOn', m.endBeforeStart);
  if (body.keysReturnedOn < body.endedOn) throw invalid('keysReturnedOn', m.keysBeforeEnd);
  const exit = body.exitInspectionId
    ? await inspectionOfLease(deps, scope, lease, body.exitInspectionId, 'exit')
    : null;
  const entryId = body.entryInspectionId ?? exit?.entryInspectionId ?? null;
  if (entryId) await inspectionOfLease(deps, scope, lease, entryId, 'entry');
  const ended = await repo.endLease(deps.db, scope.agencyId, id, {
    endedOn: body.endedOn,
    keysReturnedOn: body.keysReturnedOn,
    entryInspectionId: entryId,
    exitInspectionId: exit?.id ?? null,
    exitMatchesEntry: body.exitMatchesEntry,
  });
  if (!ended) throw new AppError('CONFLICT', m.alreadyEnded);
  return view(deps, scope, ended);
}

function requireDeposit(lease: LeaseRow) {
  if (lease.depositCents === 0) throw new AppError('VALIDATION_FAILED', m.noDeposit);
}

/** The deductions, each justified by the exit inspection; never more than the deposit. */
export async function setDepositDeductions(
  deps: AppDeps,
  scope: MemberScope,
  { id, deductions }: { id: string; deductions: z.output<typeof depositDeductionsInputSchema>['deductions'] },
): Promise<DepositView> {
  const lease = await findLease(deps.db, scope.agencyId, id);
  requireDeposit(lease);
  if (lease.depositReturnedOn) throw new AppError('CONFLICT', m.alreadyReturned);
  if (deductions.length > 0 && !lease.exitInspectionId) throw invalid('deductions', m.noExitInspection);
  const total = deductions.reduce((sum, d) => sum + d.amount, 0);
  if (total > lease.depositCents) throw invalid('deductions', m.overDeposit);
  const saved = await repo.setDeductions(
    deps.db,
    scope.agencyId,
    id,
    deductions.map((d) => ({
      label: d.label,
      amountCents: d.amount,
      ...(lease.exitInspectionId ? { inspectionId: lease.exitInspectionId } : {}),
    })),
  );
  if (!saved) throw new AppError('CONFLICT', m.alreadyReturned);
  return view(deps, scope, saved);
}

/**
 * Records the return, its amount the server's own (deposit − deductions + the penalty when late),
 * then stores the account's PDF. The conditional update makes two clicks one return.
 */
export async function returnDeposit(
  deps: AppDeps,
  scope: MemberScope,
  { id, returnedOn }: { id: string; returnedOn: string },
): Promise<DepositView> {
  const lease = await findLease(deps.db, scope.agencyId, id);
  requireDeposit(lease);
  if (lease.depositReturnedOn) throw new AppError('CONFLICT', m.alreadyReturned);
  if (lease.status !== 'ended' || !lease.keysReturnedOn) throw new AppError('VALIDATION_FAILED', m.notEnded);
  if (returnedOn < lease.keysReturnedOn) throw invalid('returnedOn', m.returnBeforeKeys);
  const penalty = depositPenalty(lease, returnedOn);
  const returned = await repo.recordReturn(deps.db, scope.agencyId, id, {
    depositReturnedOn: returnedOn,
    depositReturnedCents: lease.depositCents - deductionsCents(lease) + penalty.cents,
  });
  if (!returned) throw new AppError('CONFLICT', m.alreadyReturned);
  await storeDepositPdf(deps, scope, returned);
  return view(deps, scope, returned);
}
