import { randomUUID } from 'node:crypto';
import {
  addDaysToDate,
  addMonthsToDate,
  type OwnerStatement,
  type OwnerStatementList,
  type OwnerStatementPeriod,
  parisToday,
  rentalOwnerMessages,
  rentalRetainUntil,
} from '@immopilote/contracts';
import type { MemberScope } from '../../auth/context';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../errors';
import { getAgencySettings } from '../agency/agency.service';
import { partyNames } from './deposit-return.service';
import { findLease } from './lease-lookup.repo';
import { lockLease, listExpenses } from './owner-expenses.repo';
import { rentalOwnerMailJob } from './owner-statements.mail.job';
import { renderOwnerStatementPdf } from './owner-statements.pdf';
import * as repo from './owner-statements.repo';
import { readRentalPdf, rentalOwnerKey, storeRentalPdf } from './rental-owner-files';

const m = rentalOwnerMessages.statements;

const PERIOD_MONTHS: Record<OwnerStatementPeriod, number> = { month: 1, quarter: 3, year: 12 };

/** The period's first and last days from its first month; a quarter starts in Jan/Apr/Jul/Oct, a year in January. */
export function statementPeriod(period: OwnerStatementPeriod, month: string) {
  const monthNumber = Number(month.slice(5, 7));
  if (period === 'quarter' && (monthNumber - 1) % 3 !== 0) {
    throw new AppError('VALIDATION_FAILED', m.errors.quarterStart, { month: m.errors.quarterStart });
  }
  if (period === 'year' && monthNumber !== 1) {
    throw new AppError('VALIDATION_FAILED', m.errors.yearStart, { month: m.errors.yearStart });
  }
  const start = `${month}-01`;
  return { start, end: addDaysToDate(addMonthsToDate(start, PERIOD_MONTHS[period]), -1) };
}

/** The agency's management fee on the rents received: basis points of the cents, rounded to the cent (TTC). */
export const managementFeeCents = (rentsCents: number, feeBp: number) =>
  Math.round((rentsCents * feeBp) / 10_000);

function toStatement(row: repo.OwnerStatementRow): OwnerStatement {
  return {
    id: row.id,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    rentsCents: row.rentsCents,
    feesCents: row.feesCents,
    expensesCents: row.expensesCents,
    transferredCents: row.transferredCents,
    sentAt: row.sentAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const landlordEmails = (parties: Awaited<ReturnType<typeof partyNames>>['parties']) => [
  ...new Set(parties.filter((p) => p.role === 'landlord' && p.email).map((p) => p.email!)),
];

export async function listOwnerStatements(
  deps: AppDeps,
  scope: MemberScope,
  { id }: { id: string },
): Promise<OwnerStatementList> {
  await findLease(deps.db, scope.agencyId, id);
  const [rows, names] = await Promise.all([
    repo.listStatements(deps.db, scope.agencyId, id),
    partyNames(deps, scope.agencyId, id),
  ]);
  return { items: rows.map(toStatement), recipients: landlordEmails(names.parties) };
}

/**
 * The statement of a period: the payments received in it (rent and charges), the fee on them, the
 * expenses dated in it, the difference transferred. Figured and stored under the lease's lock (an
 * expense typed meanwhile waits for it), its PDF before its row, so of two clicks the unique index
 * keeps one and the other gets the French 409. The landlords get it by e-mail through a job.
 */
export async function createOwnerStatement(
  deps: AppDeps,
  scope: MemberScope,
  { id, period, month }: { id: string; period: OwnerStatementPeriod; month: string },
): Promise<OwnerStatement> {
  const lease = await findLease(deps.db, scope.agencyId, id);
  const { start, end } = statementPeriod(period, month);
  const today = parisToday();
  if (start > today) throw new AppError('VALIDATION_FAILED', m.errors.future, { month: m.errors.future });
  if (end < lease.startOn)
    throw new AppError('VALIDATION_FAILED', m.errors.beforeStart, { month: m.errors.beforeStart });
  if (await repo.findStatementOfPeriod(deps.db, scope.agencyId, id, start, end)) {
    throw new AppError('CONFLICT', m.errors.duplicate);
  }
  const [settings, names] = await Promise.all([
    getAgencySettings(deps, scope),
    partyNames(deps, scope.agencyId, id),
  ]);
  const row = await deps.db.transaction(async (tx) => {
    await lockLease(tx, scope.agencyId, id);
    const [payments, expenses] = await Promise.all([
      repo.listPaymentsReceived(tx, scope.agencyId, id, start, end),
      listExpenses(tx, scope.agencyId, id, start, end),
    ]);
    const rentsCents = payments.reduce((sum, p) => sum + p.amountCents, 0);
    const feesCents = managementFeeCents(rentsCents, lease.managementFeeBp);
    const expensesCents = expenses.reduce((sum, e) => sum + e.amountCents, 0);
    const transferredCents = rentsCents - feesCents - expensesCents;
    const recordId = randomUUID();
    const pdfKey = rentalOwnerKey(scope.agencyId, recordId, m.pdf.fileName(start, end));
    const pdf = await renderOwnerStatementPdf({
      agencyName: settings.agency.name,
      propertyLabel: lease.propertyLabel,
      propertyAddress: lease.propertyAddress,
      tenants: names.tenants,
      landlords: names.landlords,
      periodStart: start,
      periodEnd: end,
      payments,
      rentsCents,
      feeBp: lease.managementFeeBp,
      feesCents,
      expenses,
      transferredCents,
      issuedOn: today,
    });
    await storeRentalPdf(deps, pdfKey, pdf);
    return repo.insertStatement(tx, scope.agencyId, {
      id: recordId,
      leaseId: id,
      periodStart: start,
      periodEnd: end,
      rentsCents,
      feesCents,
      expensesCents,
      transferredCents,
      pdfKey,
      retainUntil: rentalRetainUntil(today),
      createdBy: scope.userId,
    });
  });
  if (!row) throw new AppError('CONFLICT', m.errors.duplicate);
  for (const to of landlordEmails(names.parties)) {
    await deps.jobs.enqueue(rentalOwnerMailJob, {
      agencyId: scope.agencyId,
      requestedBy: scope.userId,
      leaseId: id,
      kind: 'statement',
      recordId: row.id,
      to,
    });
  }
  return toStatement(row);
}

export async function ownerStatementPdf(
  deps: AppDeps,
  scope: MemberScope,
  { id, statementId }: { id: string; statementId: string },
) {
  await findLease(deps.db, scope.agencyId, id);
  const row = await repo.findStatement(deps.db, scope.agencyId, id, statementId);
  const body = row?.pdfKey ? await readRentalPdf(deps, row.pdfKey) : null;
  if (!row || !body) throw notFound(m.errors.notFound);
  return { body, fileName: m.pdf.fileName(row.periodStart, row.periodEnd) };
}
