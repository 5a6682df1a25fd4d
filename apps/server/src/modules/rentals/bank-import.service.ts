import {
  type BankImportResult,
  type BankLine,
  formatCents,
  leaseShortReference,
  rentalBankMessages as m,
  type RentCallBrief,
} from '@immopilote/contracts';
import type { MemberScope } from '../../auth/context';
import { isUniqueViolation } from '../../db/errors';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../errors';
import type { UploadedFile } from '../../multipart';
import { callBriefs, callsCovering, type RentCallBriefRow, unpaidCalls } from './arrears.repo';
import { type BankCsvLine, normaliseText, parseBankCsv } from './bank-csv';
import {
  type BankLineRow,
  findBankLine,
  insertBankImport,
  insertDuplicateLine,
  insertLineOnce,
  listReviewLines,
  proposedLineIds,
  updateBankLine,
} from './bank-import.repo';
import { recordPayment } from './payments.service';

/** A statement of a month or two is a few hundred kilobytes; 5 MB leaves room for a year. */
export const BANK_CSV_MAX_BYTES = 5 * 1024 * 1024;

export const bankUploadLimits = {
  maxFileBytes: BANK_CSV_MAX_BYTES,
  maxFiles: 1,
  tooLargeMessage: m.fileTooLarge,
  tooManyMessage: m.tooManyFiles,
  defaultFileName: 'releve.csv',
};

/** Reviewed lines stay on the page this long after their import, then only the ones to review. */
const REVIEWED_SHOWN_DAYS = 30;

const toBrief = (row: RentCallBriefRow): RentCallBrief => ({ ...row });

function toBankLine(row: BankLineRow, calls: ReadonlyMap<string, RentCallBriefRow>): BankLine {
  const call = row.rentCallId ? calls.get(row.rentCallId) : undefined;
  return {
    id: row.id,
    importId: row.importId,
    lineNumber: row.lineNumber,
    bookedOn: row.bookedOn,
    amountCents: row.amountCents,
    label: row.label,
    reference: row.reference,
    status: row.status,
    rentCall: call ? toBrief(call) : null,
    paymentId: row.paymentId,
  };
}

async function withCalls(deps: AppDeps, agencyId: string, rows: readonly BankLineRow[]): Promise<BankLine[]> {
  const ids = [...new Set(rows.flatMap((r) => (r.rentCallId ? [r.rentCallId] : [])))];
  const calls = new Map((await callBriefs(deps.db, agencyId, ids)).map((c) => [c.id, c]));
  return rows.map((r) => toBankLine(r, calls));
}

/** Every word of the name is a word of the text: « VIR MME DUPONT MARIE » names Marie Dupont. */
function namesIn(text: string, name: string): boolean {
  const words = new Set(text.split(' '));
  const nameWords = normaliseText(name)
    .split(' ')
    .filter((w) => w.length >= 2);
  return nameWords.length > 0 && nameWords.every((w) => words.has(w));
}

/**
 * The rent call a credit pays, when the calls that fit are one lease's: the balance is the credit's
 * amount, and the label or reference names one of its tenants or the lease's short reference. No
 * call, or calls of several leases: the member chooses.
 */
export function matchCredit(
  credit: Pick<BankCsvLine, 'amountCents' | 'label' | 'reference'>,
  calls: readonly RentCallBriefRow[],
): string | null {
  const text = normaliseText(`${credit.label} ${credit.reference ?? ''}`);
  const found = calls.filter(
    (c) =>
      c.totalCents - c.paidCents === credit.amountCents &&
      (text.includes(leaseShortReference(c.leaseId)) ||
        c.tenantNames.split(', ').some((name) => namesIn(text, name))),
  );
  // Several calls of one lease (this month's and next's): the oldest debt is paid first (C. civ. art. 1342-10).
  const leases = new Set(found.map((c) => c.leaseId));
  return leases.size === 1 ? found.reduce((a, b) => (b.dueOn < a.dueOn ? b : a)).id : null;
}

/**
 * Imports a bank statement (issue 34): its credit lines are stored, each proposed for a rent call
 * or left unmatched; a line already imported (in this file or an earlier one) is a duplicate and
 * never becomes a payment. A file that is not a bank CSV stores nothing.
 */
export async function importBankStatement(
  deps: AppDeps,
  scope: MemberScope,
  files: readonly UploadedFile[],
): Promise<BankImportResult> {
  const file = files[0];
  if (!file || file.buffer.length === 0)
    throw new AppError('VALIDATION_FAILED', m.fileRequired, { file: m.fileRequired });
  const parsed = parseBankCsv(file.buffer);
  if (!parsed.ok) throw new AppError('VALIDATION_FAILED', m.notABankCsv, { file: m.notABankCsv });
  if (parsed.credits.length === 0 && parsed.errors.length === 0) {
    throw new AppError('VALIDATION_FAILED', m.noCreditLine, { file: m.noCreditLine });
  }
  const calls = await unpaidCalls(deps.db, scope.agencyId);
  const { id, rows } = await deps.db.transaction(async (tx) => {
    const created = await insertBankImport(tx, scope.agencyId, {
      fileName: file.fileName,
      lineCount: parsed.credits.length,
      createdBy: scope.userId,
    });
    const stored: BankLineRow[] = [];
    for (const credit of parsed.credits) {
      const rentCallId = matchCredit(credit, calls);
      const values = {
        importId: created.id,
        lineNumber: credit.line,
        bookedOn: credit.bookedOn,
        amountCents: credit.amountCents,
        label: credit.label,
        reference: credit.reference,
        fingerprint: credit.fingerprint,
        status: rentCallId ? ('proposed' as const) : ('unmatched' as const),
        rentCallId,
      };
      stored.push(
        (await insertLineOnce(tx, scope.agencyId, values)) ??
          (await insertDuplicateLine(tx, scope.agencyId, values)),
      );
    }
    return { id: created.id, rows: stored };
  });
  return {
    id,
    fileName: file.fileName,
    lineCount: rows.length,
    lines: await withCalls(deps, scope.agencyId, rows),
    errors: parsed.errors,
  };
}

export async function listBankLines(deps: AppDeps, scope: MemberScope, now: Date = new Date()) {
  const since = new Date(now.getTime() - REVIEWED_SHOWN_DAYS * 86_400_000);
  const rows = await listReviewLines(deps.db, scope.agencyId, since);
  return { items: await withCalls(deps, scope.agencyId, rows) };
}

async function lineOf(deps: AppDeps, scope: MemberScope, id: string) {
  const line = await findBankLine(deps.db, scope.agencyId, id);
  if (!line) throw notFound(m.lineNotFound);
  return line;
}

/** The unpaid calls a line could pay (their balance covers it), for the member's choice. */
export async function lineCandidates(deps: AppDeps, scope: MemberScope, input: { id: string }) {
  const line = await lineOf(deps, scope, input.id);
  const rows = await callsCovering(deps.db, scope.agencyId, line.amountCents);
  return { items: rows.map(toBrief) };
}

/**
 * A line becomes a payment of its proposed call, or of the call the member picked: one transaction
 * that locks the line, records the payment (and its receipt) and marks the line confirmed. A second
 * confirmation (another tab) waits for the first, then finds the line confirmed: one payment, a 409.
 * A credit larger than the call's balance is refused and the line stays as it was.
 */
export async function confirmBankLine(
  deps: AppDeps,
  scope: MemberScope,
  input: { id: string; rentCallId?: string },
): Promise<BankLine> {
  let row: BankLineRow;
  try {
    row = await deps.db.transaction(async (tx) => {
      const line = await findBankLine(tx, scope.agencyId, input.id, true);
      if (!line) throw notFound(m.lineNotFound);
      if (line.status === 'confirmed') throw new AppError('CONFLICT', m.alreadyConfirmed);
      if (line.status === 'duplicate') throw new AppError('CONFLICT', m.duplicateLine);
      const rentCallId = input.rentCallId ?? line.rentCallId;
      if (!rentCallId)
        throw new AppError('VALIDATION_FAILED', m.chooseRentCall, { rentCallId: m.chooseRentCall });
      const [call] = await callBriefs(tx, scope.agencyId, [rentCallId]);
      if (!call) throw notFound(m.rentCallNotFound);
      const balance = call.totalCents - call.paidCents;
      if (line.amountCents > balance) {
        const reason = m.largerThanBalance(formatCents(line.amountCents), formatCents(balance));
        throw new AppError('VALIDATION_FAILED', reason, { rentCallId: reason });
      }
      const { payment } = await recordPayment(
        deps,
        scope,
        {
          rentCallId,
          amountCents: line.amountCents,
          receivedOn: line.bookedOn,
          method: 'virement',
          source: 'bank',
          bankLineId: line.id,
        },
        tx,
      );
      return updateBankLine(tx, scope.agencyId, line.id, {
        status: 'confirmed',
        rentCallId,
        paymentId: payment.id,
      });
    });
  } catch (err) {
    if (isUniqueViolation(err, 'rent_payments_bank_line_key'))
      throw new AppError('CONFLICT', m.alreadyConfirmed);
    throw err;
  }
  return (await withCalls(deps, scope.agencyId, [row]))[0]!;
}

/** Every proposed line, each in its own transaction: one refused (its reason) leaves the others. */
export async function confirmProposedLines(deps: AppDeps, scope: MemberScope) {
  const ids = await proposedLineIds(deps.db, scope.agencyId);
  const refused: { lineId: string; reason: string }[] = [];
  let confirmed = 0;
  for (const id of ids) {
    try {
      await confirmBankLine(deps, scope, { id });
      confirmed += 1;
    } catch (err) {
      if (!(err instanceof AppError) || err.status >= 500) throw err;
      refused.push({ lineId: id, reason: err.userMessage });
    }
  }
  return { confirmed, refused };
}

/** Set aside (a transfer that is not a rent); a confirmed line stays a payment. */
export async function ignoreBankLine(deps: AppDeps, scope: MemberScope, input: { id: string }) {
  const row = await deps.db.transaction(async (tx) => {
    const line = await findBankLine(tx, scope.agencyId, input.id, true);
    if (!line) throw notFound(m.lineNotFound);
    if (line.status === 'confirmed') throw new AppError('CONFLICT', m.alreadyConfirmed);
    if (line.status === 'duplicate') throw new AppError('CONFLICT', m.duplicateLine);
    return updateBankLine(tx, scope.agencyId, line.id, { status: 'ignored' });
  });
  return (await withCalls(deps, scope.agencyId, [row]))[0]!;
}
