import {
  addDays,
  type DealDeadlineKind,
  type DealStage,
  dealMessages as m,
  LOAN_CONDITION_MIN_DAYS,
  type MandateFeePayer,
  parisToday,
  withdrawalEndsOn,
} from '@immopilote/contracts';
import { AppError } from '../../errors';

/**
 * The pure rules of a sale or rental file (issue 32): which stage a step needs, the compromis'
 * dates, the deadlines it gives, and who is invoiced. No database here: the services apply them
 * under the file's lock, and `deal-rules.test.ts` proves them.
 */

/** 409 unless the file is at one of these stages. */
export function requireStage(stage: DealStage, allowed: readonly DealStage[]): void {
  if (!allowed.includes(stage)) throw new AppError('CONFLICT', m.wrongStage(m.stages[stage]));
}

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { [field]: message });

/** A step's date: not in the future, not before `notBefore` (with its own message). */
export function checkStepDate(
  date: string,
  notBefore: { date: string | null; message: string } | null,
  field = 'date',
  today: string = parisToday(),
): void {
  if (date > today) throw invalid(field, m.dateFuture);
  if (notBefore?.date && date < notBefore.date) throw invalid(field, notBefore.message);
}

export interface CompromisDates {
  signedOn: string;
  firstPresentationOn: string | null;
  deedPlannedOn: string | null;
  loan: { deadline: string } | null;
  conditions: readonly { label: string; deadline: string }[];
}

/**
 * The compromis' dates: signed on or after the acceptance and not in the future; the first
 * presentation on or after the signature; the loan condition at least LOAN_CONDITION_MIN_DAYS after
 * the signature (C. consommation L313-41; a deadline before the compromis is refused with the same
 * words); a condition's deadline and the planned deed not before the signature.
 */
export function checkCompromisDates(
  input: CompromisDates,
  acceptedOn: string,
  today: string = parisToday(),
): void {
  if (input.signedOn > today) throw invalid('signedOn', m.compromisDateFuture);
  if (input.signedOn < acceptedOn) throw invalid('signedOn', m.compromisBeforeAcceptance);
  if (input.firstPresentationOn && input.firstPresentationOn < input.signedOn) {
    throw invalid('firstPresentationOn', m.presentationBeforeCompromis);
  }
  if (input.firstPresentationOn && input.firstPresentationOn > today) {
    throw invalid('firstPresentationOn', m.dateFuture);
  }
  if (input.loan && input.loan.deadline < addDays(input.signedOn, LOAN_CONDITION_MIN_DAYS)) {
    throw invalid('loan.deadline', m.loanDeadlineTooSoon(LOAN_CONDITION_MIN_DAYS));
  }
  input.conditions.forEach((c, i) => {
    if (c.deadline < input.signedOn) throw invalid(`conditions.${i}.deadline`, m.deedBeforeCompromis);
  });
  if (input.deedPlannedOn && input.deedPlannedOn < input.signedOn) {
    throw invalid('deedPlannedOn', m.deedBeforeCompromis);
  }
}

/** A deadline as the file wants it; `label` null is the kind's label. */
export interface WantedDeadline {
  kind: DealDeadlineKind;
  label: string | null;
  dueOn: string;
  loanAmount: number | null;
  loanRateMax: number | null;
}

export interface ExistingDeadline extends WantedDeadline {
  id: string;
  doneOn: string | null;
}

/** The compromis' deadlines: the end of the withdrawal period (once presented), the loan, each condition, the deed. */
export function compromisDeadlines(input: {
  firstPresentationOn: string | null;
  deedPlannedOn: string | null;
  loan: { amount: number; rateMax: number; deadline: string } | null;
  conditions: readonly { label: string; deadline: string }[];
}): WantedDeadline[] {
  const wanted: WantedDeadline[] = [];
  const plain = { label: null, loanAmount: null, loanRateMax: null };
  if (input.firstPresentationOn) {
    wanted.push({ kind: 'withdrawal', ...plain, dueOn: withdrawalEndsOn(input.firstPresentationOn) });
  }
  if (input.loan) {
    wanted.push({
      kind: 'loan',
      label: null,
      dueOn: input.loan.deadline,
      loanAmount: input.loan.amount,
      loanRateMax: input.loan.rateMax,
    });
  }
  for (const c of input.conditions) {
    wanted.push({
      kind: 'condition',
      label: c.label.trim(),
      dueOn: c.deadline,
      loanAmount: null,
      loanRateMax: null,
    });
  }
  if (input.deedPlannedOn) wanted.push({ kind: 'deed', ...plain, dueOn: input.deedPlannedOn });
  return wanted;
}

export interface DeadlinePlan {
  insert: WantedDeadline[];
  /** Rows kept under their id (the calendar event's UID), with what changed. */
  update: { id: string; values: Partial<WantedDeadline> & { remindedFor?: null } }[];
  remove: string[];
}

/**
 * How the stored deadlines of `kinds` become the wanted ones, keeping ids: a kind's rows are paired
 * in order (conditions by their label first, then by position), a paired row is changed in place,
 * the reminder marker reset only when its due date moves (the reminder job compares them), extra
 * rows removed, missing ones inserted.
 */
export function planDeadlines(
  existing: readonly ExistingDeadline[],
  wanted: readonly WantedDeadline[],
  kinds: readonly DealDeadlineKind[],
): DeadlinePlan {
  const plan: DeadlinePlan = { insert: [], update: [], remove: [] };
  for (const kind of kinds) {
    const have = existing.filter((d) => d.kind === kind);
    const want = wanted.filter((d) => d.kind === kind);
    const pairs: [ExistingDeadline, WantedDeadline][] = [];
    const freeHave = [...have];
    const freeWant: WantedDeadline[] = [];
    for (const w of want) {
      const same = freeHave.findIndex((h) => h.label === w.label);
      if (same >= 0) pairs.push([freeHave.splice(same, 1)[0]!, w]);
      else freeWant.push(w);
    }
    for (const w of freeWant) {
      const h = freeHave.shift();
      if (h) pairs.push([h, w]);
      else plan.insert.push(w);
    }
    plan.remove.push(...freeHave.map((h) => h.id));
    for (const [h, w] of pairs) {
      const values: DeadlinePlan['update'][number]['values'] = {};
      if (h.label !== w.label) values.label = w.label;
      if (h.loanAmount !== w.loanAmount) values.loanAmount = w.loanAmount;
      if (h.loanRateMax !== w.loanRateMax) values.loanRateMax = w.loanRateMax;
      if (h.dueOn !== w.dueOn) {
        values.dueOn = w.dueOn;
        values.remindedFor = null;
      }
      if (Object.keys(values).length > 0) plan.update.push({ id: h.id, values });
    }
  }
  return plan;
}

/** Passed without its event recorded; deal-figures.repo.ts selects the same deadlines in SQL for the dashboard. */
export const isOverdue = (d: { dueOn: string; doneOn: string | null }, today: string = parisToday()) =>
  d.doneOn === null && d.dueOn < today;

/** Who receives a sale's fee invoice under the mandate, and which share of the fee (cents). */
export interface InvoiceShare {
  role: 'seller' | 'buyer';
  amountInclVatCents: number;
}

/**
 * `mandant` (or no payer stated): the sellers; `acquereur`: the buyer; `partage`: half each, the
 * odd cent to the seller. Several sellers share one invoice (addressed to them all, as the register
 * names them): the sellers' share is one invoice, not one per co-owner.
 */
export function saleInvoiceShares(feePayer: MandateFeePayer | null, feeInclVatCents: number): InvoiceShare[] {
  if (feeInclVatCents <= 0) return [];
  if (feePayer === 'acquereur') return [{ role: 'buyer', amountInclVatCents: feeInclVatCents }];
  if (feePayer === 'partage') {
    const buyer = Math.floor(feeInclVatCents / 2);
    return [
      { role: 'seller', amountInclVatCents: feeInclVatCents - buyer },
      { role: 'buyer', amountInclVatCents: buyer },
    ].filter((s) => s.amountInclVatCents > 0) as InvoiceShare[];
  }
  return [{ role: 'seller', amountInclVatCents: feeInclVatCents }];
}
