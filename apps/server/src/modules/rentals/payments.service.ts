import {
  formatInvoiceAmount,
  type PaymentMethod,
  type PaymentSource,
  parisToday,
  receiptKind,
  rentalRetainUntil,
  rentMessages,
  type RentPayment,
  type RentReceipt,
} from '@immopilote/contracts';
import type { MemberScope } from '../../auth/context';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { findLeaseParties } from './lease-lookup.repo';
import * as repo from './payments.repo';
import { ensureReceiptPdf, tenantNamesOf, toRentReceipt } from './receipts.service';

/** Who records a payment: a member (by hand) or the bank import's confirmation. */
export type RentScope = Pick<MemberScope, 'agencyId' | 'userId'>;

export interface RecordPaymentInput {
  rentCallId: string;
  amountCents: number;
  /** YYYY-MM-DD, Paris. */
  receivedOn: string;
  method: PaymentMethod;
  source: PaymentSource;
  bankLineId?: string | null;
  note?: string | null;
}

const m = rentMessages.errors;

export function toRentPayment(row: repo.RentPaymentRow): RentPayment {
  return {
    id: row.id,
    rentCallId: row.rentCallId,
    receivedOn: row.receivedOn,
    amountCents: row.amountCents,
    method: row.method,
    source: row.source,
  };
}

async function recordIn(tx: DbOrTx, scope: RentScope, input: RecordPaymentInput) {
  const call = await repo.lockCall(tx, scope.agencyId, input.rentCallId);
  if (!call) throw new AppError('NOT_FOUND', m.callNotFound);
  const remaining = call.totalCents - call.paidCents;
  if (remaining === 0) throw new AppError('CONFLICT', m.alreadyPaid);
  if (input.amountCents > remaining) {
    const message = m.overBalance(formatInvoiceAmount(remaining));
    throw new AppError('VALIDATION_FAILED', message, { amount: message });
  }
  const today = parisToday();
  const payment = await repo.insertPayment(tx, scope.agencyId, {
    leaseId: call.leaseId,
    rentCallId: call.id,
    receivedOn: input.receivedOn,
    amountCents: input.amountCents,
    method: input.method,
    source: input.source,
    bankLineId: input.bankLineId ?? null,
    note: input.note ?? null,
    retainUntil: rentalRetainUntil(today),
    createdBy: scope.userId,
  });
  const paid = await repo.addToPaid(tx, scope.agencyId, call.id, input.amountCents);
  const tenants = tenantNamesOf(await findLeaseParties(tx, scope.agencyId, call.leaseId));
  // The payment that completes the period earns its quittance (one per call, held by a unique
  // index); any other payment a reçu of its own, never a quittance (art. 21).
  const kind = receiptKind(paid.paidCents, paid.totalCents);
  const receipt = await repo.insertReceipt(tx, scope.agencyId, {
    leaseId: call.leaseId,
    rentCallId: call.id,
    paymentId: kind === 'quittance' ? null : payment.id,
    kind,
    period: call.period,
    tenantNames: tenants,
    rentCents: call.rentCents,
    chargesCents: call.chargesCents,
    paidCents: kind === 'quittance' ? paid.totalCents : payment.amountCents,
    issuedOn: today,
    retainUntil: rentalRetainUntil(today),
  });
  return { payment: toRentPayment(payment), receipt: toRentReceipt(receipt) };
}

/**
 * Records a payment on a rent call and gives its receipt, in one transaction (the caller's `tx`
 * when given, e.g. the bank import confirming a line): the call locked, a payment over the balance
 * refused, the payment inserted, the call's paid amount raised, then a quittance when the period is
 * now paid in full, else a reçu for this payment. The receipt's PDF is drawn after the commit: with
 * the caller's `tx` nothing is committed yet, so it is drawn on its first download or by the next run.
 */
export async function recordPayment(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  scope: RentScope,
  input: RecordPaymentInput,
  tx?: DbOrTx,
): Promise<{ payment: RentPayment; receipt: RentReceipt }> {
  if (!Number.isInteger(input.amountCents) || input.amountCents <= 0) {
    throw new AppError('VALIDATION_FAILED', m.amountInvalid, { amount: m.amountInvalid });
  }
  if (input.receivedOn > parisToday()) {
    throw new AppError('VALIDATION_FAILED', m.receivedInFuture, { receivedOn: m.receivedInFuture });
  }
  if (tx) return recordIn(tx, scope, input);
  const recorded = await deps.db.transaction((own) => recordIn(own, scope, input));
  try {
    await ensureReceiptPdf(deps, scope.agencyId, recorded.receipt.id);
  } catch {
    // The payment and its receipt are committed; a PDF that failed to draw or store now is drawn
    // on the receipt's first download or by the next monthly run (both look for a missing pdf_key).
  }
  return recorded;
}
