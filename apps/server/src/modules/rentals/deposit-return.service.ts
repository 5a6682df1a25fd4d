import { rentalOwnerMessages } from '@immopilote/contracts';
import type { MemberScope } from '../../auth/context';
import type { AppDeps } from '../../deps';
import { notFound } from '../../errors';
import { getAgencySettings } from '../agency/agency.service';
import { renderDepositReturnPdf } from './deposit-return.pdf';
import { findInspection } from './lease-end.repo';
import { findLease, findLeaseParties, type LeaseRow } from './lease-lookup.repo';
import { deductionsCents, depositPenalty, leaseDepositDeadline } from './deposit-return.figures';
import { readRentalPdf, rentalOwnerKey, storeRentalPdf } from './rental-owner-files';

const m = rentalOwnerMessages.deposit;

/** The names a document prints for a role, in the lease's order. */
export async function partyNames(deps: Pick<AppDeps, 'db'>, agencyId: string, leaseId: string) {
  const parties = await findLeaseParties(deps.db, agencyId, leaseId);
  const names = (role: string) =>
    parties
      .filter((p) => p.role === role)
      .map((p) => p.name)
      .join(', ');
  return { parties, tenants: names('tenant'), landlords: names('landlord') };
}

/** The account's key: one per lease, named by the return's day (a lease's deposit is returned once). */
export const depositPdfKey = (lease: LeaseRow) =>
  rentalOwnerKey(lease.agencyId, lease.id, m.pdf.fileName(lease.depositReturnedOn ?? ''));

async function renderDeposit(deps: AppDeps, scope: MemberScope, lease: LeaseRow) {
  const returnedOn = lease.depositReturnedOn!;
  const deadline = leaseDepositDeadline(lease)!;
  const [settings, names, entry, exit] = await Promise.all([
    getAgencySettings(deps, scope),
    partyNames(deps, scope.agencyId, lease.id),
    lease.entryInspectionId ? findInspection(deps.db, scope.agencyId, lease.entryInspectionId) : undefined,
    lease.exitInspectionId ? findInspection(deps.db, scope.agencyId, lease.exitInspectionId) : undefined,
  ]);
  const penalty = depositPenalty(lease, returnedOn);
  return renderDepositReturnPdf({
    agencyName: settings.agency.name,
    propertyLabel: lease.propertyLabel,
    propertyAddress: lease.propertyAddress,
    tenants: names.tenants,
    landlords: names.landlords,
    startOn: lease.startOn,
    endedOn: lease.endedOn!,
    keysReturnedOn: lease.keysReturnedOn!,
    entryOn: entry?.inspectionDate ?? null,
    exitOn: exit?.inspectionDate ?? null,
    exitMatchesEntry: lease.exitMatchesEntry ?? false,
    deadline,
    depositCents: lease.depositCents,
    deductions: lease.depositDeductions,
    penaltyMonths: penalty.months,
    penaltyCents: penalty.cents,
    returnedOn,
    returnedCents: lease.depositReturnedCents ?? lease.depositCents - deductionsCents(lease) + penalty.cents,
  });
}

/** Stores the account once the return is recorded; drawn from the lease's row, so it can be drawn again identically. */
export async function storeDepositPdf(deps: AppDeps, scope: MemberScope, lease: LeaseRow) {
  const body = await renderDeposit(deps, scope, lease);
  await storeRentalPdf(deps, depositPdfKey(lease), body);
  return body;
}

/** The stored account; a process that died between the return and the file has it drawn and stored now. */
export async function depositPdf(deps: AppDeps, scope: MemberScope, { id }: { id: string }) {
  const lease = await findLease(deps.db, scope.agencyId, id);
  if (!lease.depositReturnedOn) throw notFound(m.errors.notEnded);
  const key = depositPdfKey(lease);
  const body = (await readRentalPdf(deps, key)) ?? (await storeDepositPdf(deps, scope, lease));
  return { body, fileName: m.pdf.fileName(lease.depositReturnedOn) };
}
