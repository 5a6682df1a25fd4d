import { randomUUID } from 'node:crypto';
import {
  type ChargeLine,
  type ChargeRegularisation,
  type ChargeRegularisationList,
  type chargeRegularisationInputSchema,
  parisToday,
  rentalOwnerMessages,
  rentalRetainUntil,
} from '@immopilote/contracts';
import type { z } from 'zod';
import type { MemberScope } from '../../auth/context';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../errors';
import { getAgencySettings } from '../agency/agency.service';
import * as repo from './charges.repo';
import { renderChargesPdf } from './charges.pdf';
import { partyNames } from './deposit-return.service';
import { findLease, type LeasePartyRow, type LeaseRow } from './lease-lookup.repo';
import { rentalOwnerMailJob } from './owner-statements.mail.job';
import { readRentalPdf, rentalOwnerKey, storeRentalPdf } from './rental-owner-files';

const m = rentalOwnerMessages.charges;

/**
 * The charges part of what a rent call received: a payment pays rent and charges in the call's
 * proportion (a half-paid call paid half its provision), rounded to the cent per call.
 */
export const chargesPaidCents = (call: { chargesCents: number; totalCents: number; paidCents: number }) =>
  call.totalCents === 0 ? 0 : Math.round((call.chargesCents * call.paidCents) / call.totalCents);

/** The tenants who consented to electronic delivery and have an e-mail: the others get it printed. */
export const consentingTenants = (parties: LeasePartyRow[]) =>
  parties.filter((p) => p.role === 'tenant' && p.electronicDelivery && p.email);

const linesOf = (row: repo.ChargeRegularisationRow): ChargeLine[] =>
  row.detail ? JSON.parse(row.detail) : [];

function toRegularisation(row: repo.ChargeRegularisationRow, emailed: boolean): ChargeRegularisation {
  return {
    id: row.id,
    year: row.year,
    provisionsCents: row.provisionsCents,
    actualCents: row.actualCents,
    balanceCents: row.balanceCents,
    lines: linesOf(row),
    issuedOn: row.issuedOn,
    delivery: emailed ? 'email' : 'print',
  };
}

async function provisionsByYear(deps: AppDeps, agencyId: string, leaseId: string) {
  const byYear = new Map<number, number>();
  for (const call of await repo.listRentCalls(deps.db, agencyId, leaseId)) {
    const year = Number(call.period.slice(0, 4));
    byYear.set(year, (byYear.get(year) ?? 0) + chargesPaidCents(call));
  }
  return byYear;
}

function requireProvisions(lease: LeaseRow) {
  if (lease.chargesMode === 'forfait') throw new AppError('VALIDATION_FAILED', m.errors.flatRate);
}

export async function listRegularisations(
  deps: AppDeps,
  scope: MemberScope,
  { id }: { id: string },
): Promise<ChargeRegularisationList> {
  const lease = await findLease(deps.db, scope.agencyId, id);
  const [rows, provisions, names] = await Promise.all([
    repo.listRegularisations(deps.db, scope.agencyId, id),
    provisionsByYear(deps, scope.agencyId, id),
    partyNames(deps, scope.agencyId, id),
  ]);
  const emailed = consentingTenants(names.parties).length > 0;
  const done = new Set(rows.map((r) => r.year));
  return {
    items: rows.map((r) => toRegularisation(r, emailed)),
    provisions:
      lease.chargesMode === 'forfait'
        ? []
        : [...provisions]
            .filter(([year]) => !done.has(year))
            .sort(([a], [b]) => b - a)
            .map(([year, provisionsCents]) => ({ year, provisionsCents })),
  };
}

/**
 * Regularises a year: the provisions paid that year against the actual charges typed line by line.
 * The PDF is stored under the record's own id before the row, so the unique index decides between
 * two clicks and the loser's file is an orphan.
 */
export async function createRegularisation(
  deps: AppDeps,
  scope: MemberScope,
  { id, body }: { id: string; body: z.output<typeof chargeRegularisationInputSchema> },
): Promise<ChargeRegularisation> {
  const lease = await findLease(deps.db, scope.agencyId, id);
  requireProvisions(lease);
  const today = parisToday();
  if (body.year < Number(lease.startOn.slice(0, 4)) || body.year > Number(today.slice(0, 4))) {
    throw new AppError('VALIDATION_FAILED', m.errors.year, { year: m.errors.year });
  }
  if (await repo.findRegularisationOfYear(deps.db, scope.agencyId, id, body.year)) {
    throw new AppError('CONFLICT', m.errors.duplicate);
  }
  const calls = await repo.listRentCalls(
    deps.db,
    scope.agencyId,
    id,
    `${body.year}-01-01`,
    `${body.year}-12-01`,
  );
  const provisionsCents = calls.reduce((sum, c) => sum + chargesPaidCents(c), 0);
  const lines = body.lines.map((l) => ({ label: l.label, amountCents: l.amount }));
  const actualCents = lines.reduce((sum, l) => sum + l.amountCents, 0);
  const [settings, names] = await Promise.all([
    getAgencySettings(deps, scope),
    partyNames(deps, scope.agencyId, id),
  ]);
  const recordId = randomUUID();
  const pdfKey = rentalOwnerKey(scope.agencyId, recordId, m.pdf.fileName(body.year));
  const pdf = await renderChargesPdf({
    agencyName: settings.agency.name,
    propertyLabel: lease.propertyLabel,
    propertyAddress: lease.propertyAddress,
    tenants: names.tenants,
    landlords: names.landlords,
    year: body.year,
    lines,
    actualCents,
    provisionsCents,
    balanceCents: actualCents - provisionsCents,
    issuedOn: today,
  });
  await storeRentalPdf(deps, pdfKey, pdf);
  const row = await repo.insertRegularisation(deps.db, scope.agencyId, {
    id: recordId,
    leaseId: id,
    year: body.year,
    provisionsCents,
    actualCents,
    balanceCents: actualCents - provisionsCents,
    detail: JSON.stringify(lines),
    pdfKey,
    issuedOn: today,
    retainUntil: rentalRetainUntil(today),
    createdBy: scope.userId,
  });
  if (!row) throw new AppError('CONFLICT', m.errors.duplicate);
  const recipients = consentingTenants(names.parties);
  for (const tenant of recipients) {
    await deps.jobs.enqueue(rentalOwnerMailJob, {
      agencyId: scope.agencyId,
      requestedBy: scope.userId,
      leaseId: id,
      kind: 'charges',
      recordId: row.id,
      to: tenant.email!,
    });
  }
  return toRegularisation(row, recipients.length > 0);
}

export async function regularisationPdf(
  deps: AppDeps,
  scope: MemberScope,
  { id, regularisationId }: { id: string; regularisationId: string },
) {
  await findLease(deps.db, scope.agencyId, id);
  const row = await repo.findRegularisation(deps.db, scope.agencyId, id, regularisationId);
  const body = row?.pdfKey ? await readRentalPdf(deps, row.pdfKey) : null;
  if (!row || !body) throw notFound(m.errors.notFound);
  return { body, fileName: m.pdf.fileName(row.year) };
}
