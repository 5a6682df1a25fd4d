import { type RentReceipt, rentMessages } from '@immopilote/contracts';
import type { MemberScope } from '../../auth/context';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { objectKey } from '../../storage/storage';
import { findLease, findLeaseParties, type LeasePartyRow } from './lease-lookup.repo';
import { listPaymentsOfCall, type RentReceiptRow } from './payments.repo';
import { findCall } from './rent-calls.repo';
import { mandataryOf, monthLabel, namesOf, RENT_RECEIPT_BUCKET, readStored } from './rent-documents';
import { renderReceiptPdf } from './receipts.pdf';
import * as repo from './receipts.repo';

const m = rentMessages;
const receiptNotFound = () => new AppError('NOT_FOUND', m.errors.receiptNotFound);

export const tenantNamesOf = (parties: readonly LeasePartyRow[]) => namesOf(parties, 'tenant');

export function toRentReceipt(row: RentReceiptRow): RentReceipt {
  return {
    id: row.id,
    leaseId: row.leaseId,
    rentCallId: row.rentCallId,
    kind: row.kind,
    period: row.period,
    tenantNames: row.tenantNames,
    rentCents: row.rentCents,
    chargesCents: row.chargesCents,
    paidCents: row.paidCents,
    issuedOn: row.issuedOn,
  };
}

export async function listLeaseReceipts(deps: Pick<AppDeps, 'db'>, agencyId: string, leaseId: string) {
  return (await repo.listReceiptsOfLease(deps.db, agencyId, leaseId)).map(toRentReceipt);
}

/** Draws and stores a receipt's PDF (once) from what its rows hold; the key it is stored under. */
async function drawReceipt(deps: Pick<AppDeps, 'db' | 'storage'>, row: RentReceiptRow): Promise<string> {
  const agencyId = row.agencyId;
  const [call, lease, parties, allPayments, mandatary] = await Promise.all([
    findCall(deps.db, agencyId, row.rentCallId),
    findLease(deps.db, agencyId, row.leaseId),
    findLeaseParties(deps.db, agencyId, row.leaseId),
    listPaymentsOfCall(deps.db, agencyId, row.rentCallId),
    mandataryOf(deps, agencyId),
  ]);
  if (!call) throw receiptNotFound();
  // A reçu acknowledges its payment, and the balance as that payment left it.
  const upTo = row.paymentId ? allPayments.findIndex((p) => p.id === row.paymentId) : allPayments.length - 1;
  const paidSoFar = allPayments.slice(0, upTo + 1).reduce((sum, p) => sum + p.amountCents, 0);
  const shown = row.kind === 'recu' ? allPayments.filter((p) => p.id === row.paymentId) : allPayments;
  const pdf = await renderReceiptPdf({
    kind: row.kind,
    month: monthLabel(row.period),
    issuedOn: row.issuedOn,
    landlords: namesOf(parties, 'landlord'),
    mandatary,
    tenants: row.tenantNames,
    propertyLabel: lease.propertyLabel,
    propertyAddress: lease.propertyAddress,
    rentCents: row.rentCents,
    chargesCents: row.chargesCents,
    chargesMode: lease.chargesMode,
    paidCents: row.paidCents,
    remainingCents: call.totalCents - paidSoFar,
    payments: shown.map((p) => ({
      receivedOn: p.receivedOn,
      method: m.methods[p.method],
      amountCents: p.amountCents,
    })),
  });
  const key = objectKey(agencyId, row.id, m.pdf.receiptFileName(row.kind, row.period.slice(0, 7)));
  await deps.storage.put(RENT_RECEIPT_BUCKET, key, pdf, 'application/pdf');
  await repo.setReceiptPdf(deps.db, agencyId, row.id, key);
  return key;
}

/** The receipt's PDF key, drawn now if it is still missing (resumable after a crash). */
export async function ensureReceiptPdf(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  agencyId: string,
  receiptId: string,
): Promise<{ row: RentReceiptRow; key: string }> {
  const row = await repo.findReceipt(deps.db, agencyId, receiptId);
  if (!row) throw receiptNotFound();
  return { row, key: row.pdfKey ?? (await drawReceipt(deps, row)) };
}

/** Draws the receipts a crash or a caller's transaction left without a PDF; how many. */
export async function drawPendingReceipts(deps: Pick<AppDeps, 'db' | 'storage'>, agencyId: string) {
  const pending = await repo.listReceiptsWithoutPdf(deps.db, agencyId, 1000);
  for (const { id } of pending) await ensureReceiptPdf(deps, agencyId, id);
  return pending.length;
}

/** The receipt's PDF as stored, for this agency only; an ended lease's receipts stay available. */
export async function receiptPdf(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  scope: Pick<MemberScope, 'agencyId'>,
  id: string,
): Promise<{ body: Buffer; fileName: string }> {
  const { row, key } = await ensureReceiptPdf(deps, scope.agencyId, id);
  const body = await readStored(deps, RENT_RECEIPT_BUCKET, key);
  if (!body) throw receiptNotFound();
  return { body, fileName: m.pdf.receiptFileName(row.kind, row.period.slice(0, 7)) };
}
