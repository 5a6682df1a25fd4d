import {
  type OwnerExpense,
  type OwnerExpenseList,
  type ownerExpenseInputSchema,
  parisToday,
  rentalOwnerMessages,
  rentalRetainUntil,
} from '@immopilote/contracts';
import type { z } from 'zod';
import type { MemberScope } from '../../auth/context';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../errors';
import { findLease } from './lease-lookup.repo';
import * as repo from './owner-expenses.repo';

const m = rentalOwnerMessages.expenses.errors;

type Period = { periodStart: string; periodEnd: string };
const accountedIn = (periods: Period[], day: string) =>
  periods.some((p) => p.periodStart <= day && day <= p.periodEnd);

function toExpense(row: repo.OwnerExpenseRow, periods: Period[]): OwnerExpense {
  return {
    id: row.id,
    spentOn: row.spentOn,
    kind: row.kind,
    label: row.label,
    amountCents: row.amountCents,
    accounted: accountedIn(periods, row.spentOn),
  };
}

export async function listOwnerExpenses(
  deps: AppDeps,
  scope: MemberScope,
  { id }: { id: string },
): Promise<OwnerExpenseList> {
  await findLease(deps.db, scope.agencyId, id);
  const [rows, periods] = await Promise.all([
    repo.listExpenses(deps.db, scope.agencyId, id),
    repo.listStatementPeriods(deps.db, scope.agencyId, id),
  ]);
  return { items: rows.map((r) => toExpense(r, periods)) };
}

/**
 * An expense paid for the owner. Dated inside a period already accounted to the owner it would
 * never reach a statement: refused, the member dates it in an open period.
 */
export async function addOwnerExpense(
  deps: AppDeps,
  scope: MemberScope,
  { id, body }: { id: string; body: z.output<typeof ownerExpenseInputSchema> },
): Promise<OwnerExpense> {
  const lease = await findLease(deps.db, scope.agencyId, id);
  if (body.spentOn < lease.startOn) {
    throw new AppError('VALIDATION_FAILED', m.beforeStart, { spentOn: m.beforeStart });
  }
  return deps.db.transaction(async (tx) => {
    await repo.lockLease(tx, scope.agencyId, id);
    const periods = await repo.listStatementPeriods(tx, scope.agencyId, id);
    if (accountedIn(periods, body.spentOn)) {
      throw new AppError('VALIDATION_FAILED', m.periodAccounted, { spentOn: m.periodAccounted });
    }
    const row = await repo.insertExpense(tx, scope.agencyId, {
      leaseId: id,
      spentOn: body.spentOn,
      kind: body.kind,
      label: body.label,
      amountCents: body.amount,
      retainUntil: rentalRetainUntil(body.spentOn),
      createdBy: scope.userId,
    });
    return toExpense(row, periods);
  });
}

/** An expense typed by mistake goes while no statement accounts for it; after, it is the owner's record. */
export async function removeOwnerExpense(
  deps: AppDeps,
  scope: MemberScope,
  { id, expenseId }: { id: string; expenseId: string },
): Promise<void> {
  await findLease(deps.db, scope.agencyId, id);
  await deps.db.transaction(async (tx) => {
    await repo.lockLease(tx, scope.agencyId, id);
    const row = await repo.findExpense(tx, scope.agencyId, id, expenseId);
    if (!row) throw notFound(m.notFound);
    if (accountedIn(await repo.listStatementPeriods(tx, scope.agencyId, id), row.spentOn)) {
      throw new AppError('CONFLICT', m.accounted);
    }
    await repo.deleteUnaccountedExpense(tx, scope.agencyId, expenseId, parisToday());
  });
}
