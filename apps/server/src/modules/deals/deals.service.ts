import {
  alurBreaches,
  alurCaps,
  type compromisInputSchema,
  type Deal,
  DEAL_CHECKLIST_ITEMS,
  DEAL_OPEN_STAGES,
  type DealChecklistItem,
  type DealDeadline,
  type DealDeadlineKind,
  type DealStage,
  type DealSummary,
  dealFee,
  type dealCancelInputSchema,
  type dealKeysInputSchema,
  type dealLeaseInputSchema,
  type dealListQuerySchema,
  dealMessages as m,
  type dealUpdateInputSchema,
  feeInvoiceMessages,
  formatEuros,
  formatLongDate,
  type Mandate,
  parisToday,
  type PropertyStatus,
  type rentalDealInputSchema,
  rentalFee,
  saleFee,
  withdrawalEndsOn,
} from '@immopilote/contracts';
import type { z } from 'zod';
import type { MemberScope } from '../../auth/context';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../errors';
import { lockMandators } from '../clients/clients.service';
import {
  type DealInvoiceLine,
  issueDealInvoices,
  listInvoicesOfDeal,
} from '../fee-invoices/fee-invoices.service';
import { requireInspection } from '../inspections/inspections.service';
import { endMandateByDeal, getMandate, transactionMandateInForceOf } from '../mandates/mandates.service';
import {
  changePropertyStatusInTransaction,
  lockPropertyForDeal,
  type PropertyStatusChange,
  tellPropertyStatusChange,
} from '../properties/properties.service';
import {
  checkCompromisDates,
  checkStepDate,
  compromisDeadlines,
  type ExistingDeadline,
  isOverdue,
  planDeadlines,
  requireStage,
  saleInvoiceShares,
  type WantedDeadline,
} from './deal-rules';
import * as repo from './deals.repo';
import { memberNames } from './offers.repo';

type CompromisFields = z.output<typeof compromisInputSchema>;
type CancelFields = z.output<typeof dealCancelInputSchema>;
type KeysFields = z.output<typeof dealKeysInputSchema>;
type LeaseFields = z.output<typeof dealLeaseInputSchema>;
type ListQuery = z.output<typeof dealListQuerySchema>;
type UpdateFields = z.output<typeof dealUpdateInputSchema>;
type RentalFields = z.output<typeof rentalDealInputSchema>;

const dealNotFound = () => notFound(m.dealNotFound);
const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, { [field]: message });

/** A listing in one of these no longer takes an offer nor a file. */
export const UNAVAILABLE_LISTING: readonly PropertyStatus[] = ['Vendu', 'Loué', 'Retiré'];

const isOpen = (stage: DealStage) => DEAL_OPEN_STAGES.includes(stage);

// ---- reading --------------------------------------------------------------------------------

type Names = Map<string, string>;

async function namesOf(
  deps: Pick<AppDeps, 'db'>,
  scope: MemberScope,
  ids: (string | null)[],
): Promise<Names> {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  const rows = await memberNames(deps.db, scope.agencyId, wanted);
  return new Map(rows.map((r) => [r.id, `${r.firstName} ${r.lastName}`.trim()]));
}

async function mandatesOf(deps: AppDeps, scope: MemberScope, rows: readonly repo.DealRow[]) {
  const ids = [...new Set(rows.flatMap((r) => (r.mandateId ? [r.mandateId] : [])))];
  const mandates = await Promise.all(ids.map((id) => getMandate(deps, scope, { id })));
  return new Map(mandates.map((mandate) => [mandate.id, mandate]));
}

/** The fee the mandate gives this file, for the agreed price or the monthly rent (null without a stated fee). */
function mandateFeeOf(row: repo.DealRow, mandate: Mandate | null): number | null {
  if (!mandate) return null;
  return row.kind === 'sale' ? saleFee(row.price, mandate) : rentalFee(row.price, mandate);
}

/** The file's fee TTC in euros (contracts `dealFee`), zero while none is known. */
export const expectedFeeOf = (row: repo.DealRow, mandate: Mandate | null) => dealFee(row, mandate) ?? 0;

function toDeadline(d: repo.DeadlineRow, today: string): DealDeadline {
  return {
    id: d.id,
    kind: d.kind,
    label: d.label ?? m.deadlineKinds[d.kind],
    dueOn: d.dueOn,
    doneOn: d.doneOn,
    loanAmount: d.loanAmount,
    loanRateMax: d.loanRateMax,
    overdue: isOverdue(d, today),
  };
}

function toSummary(
  row: repo.DealRow,
  deadlines: readonly repo.DeadlineRow[],
  mandate: Mandate | null,
  names: Names,
  today: string,
): DealSummary {
  const mine = deadlines.map((d) => toDeadline(d, today));
  const next = mine.find((d) => d.doneOn === null) ?? null;
  return {
    id: row.id,
    kind: row.kind,
    stage: row.stage,
    propertyId: row.propertyId,
    propertyName: row.propertyName,
    party: { id: row.partyClientId, name: row.partyName },
    price: row.price,
    expectedFee: expectedFeeOf(row, mandate),
    nextDeadline: next,
    assignedTo:
      row.assignedTo && names.has(row.assignedTo)
        ? { id: row.assignedTo, name: names.get(row.assignedTo)! }
        : null,
    openedOn: row.openedOn,
    overdue: isOpen(row.stage) && mine.some((d) => d.overdue),
  };
}

/** « Ventes en cours »: the agency's files (or the member's own), open ones by default. */
export async function listDeals(deps: AppDeps, scope: MemberScope, query: ListQuery) {
  const rows = await repo.listDeals(deps.db, scope.agencyId, {
    kind: query.kind,
    openOnly: query.state === 'open',
    assignedTo: query.scope === 'mine' ? scope.userId : undefined,
  });
  const [deadlines, mandates, names] = await Promise.all([
    repo.listDeadlines(
      deps.db,
      scope.agencyId,
      rows.map((r) => r.id),
    ),
    mandatesOf(deps, scope, rows),
    namesOf(
      deps,
      scope,
      rows.map((r) => r.assignedTo),
    ),
  ]);
  const today = parisToday();
  return {
    items: rows.map((row) =>
      toSummary(
        row,
        deadlines.filter((d) => d.dealId === row.id),
        row.mandateId ? (mandates.get(row.mandateId) ?? null) : null,
        names,
        today,
      ),
    ),
  };
}

/** The file in full: stages, compromis or lease, deadlines, the notary's checklist, its invoices. */
export async function getDeal(deps: AppDeps, scope: MemberScope, { id }: { id: string }): Promise<Deal> {
  const row = await repo.findDeal(deps.db, scope.agencyId, id);
  if (!row) throw dealNotFound();
  const [deadlines, checklistRows, mandates, names, invoices] = await Promise.all([
    repo.listDeadlines(deps.db, scope.agencyId, [row.id]),
    repo.listChecklist(deps.db, scope.agencyId, row.id),
    mandatesOf(deps, scope, [row]),
    namesOf(deps, scope, [row.assignedTo]),
    listInvoicesOfDeal(deps, scope, row.id),
  ]);
  const mandate = row.mandateId ? (mandates.get(row.mandateId) ?? null) : null;
  const today = parisToday();
  const checklist = DEAL_CHECKLIST_ITEMS.flatMap((item) => {
    const entry = checklistRows.find((c) => c.item === item);
    if (!entry) return [];
    return [
      {
        item,
        label: m.checklistItems[item],
        document:
          entry.documentId && entry.fileName ? { id: entry.documentId, fileName: entry.fileName } : null,
      },
    ];
  });
  const computedFee = mandateFeeOf(row, mandate);
  return {
    ...toSummary(row, deadlines, mandate, names, today),
    offerId: row.offerId,
    mandate: mandate
      ? { id: mandate.id, reference: String(mandate.number), feePayer: mandate.feePayer }
      : null,
    owners: (mandate?.mandators ?? []).map((o) => ({ id: o.clientId, name: o.name })),
    computedFee,
    feeOverridden: row.feeOverride !== null,
    compromis:
      row.compromisKind && row.compromisSignedOn
        ? {
            kind: row.compromisKind,
            signedOn: row.compromisSignedOn,
            buyerNotary: row.buyerNotary,
            sellerNotary: row.sellerNotary,
            depositAmount: row.depositAmount,
            depositHolder: row.depositHolder,
            firstPresentationOn: row.firstPresentationOn,
            withdrawalEndsOn: row.firstPresentationOn ? withdrawalEndsOn(row.firstPresentationOn) : null,
            deedPlannedOn: row.deedPlannedOn,
          }
        : null,
    acceptedOn: row.kind === 'sale' ? row.openedOn : null,
    conditionsLiftedOn: row.conditionsLiftedOn,
    deedSignedOn: row.deedSignedOn,
    rental:
      row.kind === 'rental'
        ? {
            rent: row.leaseSignedOn ? row.price : null,
            surface: row.surface,
            zone: row.rentalZone,
            leaseSignedOn: row.leaseSignedOn,
            keysPlannedOn: row.keysPlannedOn,
            keysHandedOverOn: row.keysHandedOverOn,
            entryInspectionId: row.entryInspectionId,
            tenantFees: row.tenantFees,
            tenantFeesInventory: row.tenantFeesInventory,
            landlordFees: row.landlordFees,
            caps: row.surface !== null && row.rentalZone ? alurCaps(row.surface, row.rentalZone) : null,
          }
        : null,
    closedOn: row.closedOn,
    cancelledOn: row.cancelledOn,
    cancelReason: row.cancelReason,
    deadlines: deadlines.map((d) => toDeadline(d, today)),
    checklist,
    checklistMissing: checklist.filter((c) => c.document === null).length,
    invoices,
  };
}

// ---- writing --------------------------------------------------------------------------------

/**
 * One step on a file: the file locked in one transaction with everything the step writes; the
 * listing's listeners are told once it committed; the file read back as the answer.
 */
async function onDeal(
  deps: AppDeps,
  scope: MemberScope,
  id: string,
  step: (tx: DbOrTx, row: repo.DealRow) => Promise<PropertyStatusChange | null | undefined>,
): Promise<Deal> {
  const change = await deps.db.transaction(async (tx) => {
    const row = await repo.lockDeal(tx, scope.agencyId, id);
    if (!row) throw dealNotFound();
    return (await step(tx, row)) ?? null;
  });
  await tellPropertyStatusChange(deps, change);
  return getDeal(deps, scope, { id });
}

async function moveListing(
  tx: DbOrTx,
  scope: MemberScope,
  propertyId: string | null,
  status: PropertyStatus,
): Promise<PropertyStatusChange | null> {
  if (!propertyId) return null;
  return changePropertyStatusInTransaction({ db: tx }, scope, { id: propertyId, status });
}

async function syncDeadlines(
  tx: DbOrTx,
  scope: MemberScope,
  dealId: string,
  wanted: readonly WantedDeadline[],
  kinds: readonly DealDeadlineKind[],
) {
  const existing: ExistingDeadline[] = await repo.listDeadlines(tx, scope.agencyId, [dealId]);
  const plan = planDeadlines(existing, wanted, kinds);
  await repo.deleteDeadlines(tx, scope.agencyId, plan.remove);
  for (const u of plan.update) await repo.updateDeadline(tx, scope.agencyId, u.id, u.values);
  await repo.insertDeadlines(tx, scope.agencyId, dealId, plan.insert);
}

/** Marks the file's open deadlines of these kinds done on that day. */
async function completeKinds(
  tx: DbOrTx,
  scope: MemberScope,
  dealId: string,
  kinds: readonly DealDeadlineKind[],
  date: string,
) {
  const existing = await repo.listDeadlines(tx, scope.agencyId, [dealId]);
  for (const d of existing) {
    if (kinds.includes(d.kind) && d.doneOn === null) {
      await repo.updateDeadline(tx, scope.agencyId, d.id, { doneOn: date });
    }
  }
}

const plainDeadline = (kind: DealDeadlineKind, dueOn: string | null): WantedDeadline[] =>
  dueOn ? [{ kind, label: null, dueOn, loanAmount: null, loanRateMax: null }] : [];

/**
 * The sale file an accepted offer opens, in the acceptance's transaction (`deps.db`), the property
 * already locked by the caller: the register line in force gives the fee, the member who accepted
 * is in charge, the notary's checklist is prepared (condominium papers only for a lot in copropriété).
 */
export async function openSaleDealInTransaction(
  deps: Pick<AppDeps, 'db'>,
  scope: MemberScope,
  input: {
    property: Awaited<ReturnType<typeof lockPropertyForDeal>>;
    offer: { id: string; amount: number; buyerClientId: string | null; buyerName: string };
    date: string;
  },
): Promise<repo.DealRow> {
  const mandate = await transactionMandateInForceOf(deps, scope, { propertyId: input.property.id });
  const row = await repo.insertDeal(deps.db, scope.agencyId, {
    kind: 'sale',
    stage: 'offer_accepted',
    propertyId: input.property.id,
    propertyName: input.property.name,
    propertyAddress: input.property.address,
    offerId: input.offer.id,
    mandateId: mandate?.id ?? null,
    partyClientId: input.offer.buyerClientId,
    partyName: input.offer.buyerName,
    assignedTo: scope.userId,
    price: input.offer.amount,
    openedOn: input.date,
    createdBy: scope.userId,
  });
  const items: DealChecklistItem[] = DEAL_CHECKLIST_ITEMS.filter(
    (item) => item !== 'copro' || input.property.copro === true,
  );
  await repo.insertChecklist(deps.db, scope.agencyId, row.id, items);
  return row;
}

/** The open file of a property, read under its lock (the last belt is the partial unique index). */
export async function openDealOfProperty(
  deps: Pick<AppDeps, 'db'>,
  scope: MemberScope,
  { propertyId }: { propertyId: string },
) {
  return repo.findOpenDealOfProperty(deps.db, scope.agencyId, propertyId);
}

/** Records the compromis (or corrects it while the file is at that stage) and its deadlines. */
export function saveCompromis(
  deps: AppDeps,
  scope: MemberScope,
  { id, input }: { id: string; input: CompromisFields },
): Promise<Deal> {
  return onDeal(deps, scope, id, async (tx, row) => {
    requireStage(row.stage, ['offer_accepted', 'compromis_signed']);
    checkCompromisDates(input, row.openedOn);
    await repo.updateDeal(tx, scope.agencyId, id, {
      stage: 'compromis_signed',
      compromisKind: input.kind,
      compromisSignedOn: input.signedOn,
      buyerNotary: input.buyerNotary,
      sellerNotary: input.sellerNotary,
      depositAmount: input.depositAmount,
      depositHolder: input.depositHolder,
      firstPresentationOn: input.firstPresentationOn,
      deedPlannedOn: input.deedPlannedOn,
    });
    await syncDeadlines(tx, scope, id, compromisDeadlines(input), [
      'withdrawal',
      'loan',
      'condition',
      'deed',
    ]);
    return null;
  });
}

/** A deadline's event recorded on a day: the period passed, the loan obtained, a condition met. */
export function completeDeadline(
  deps: AppDeps,
  scope: MemberScope,
  { id, deadlineId, date }: { id: string; deadlineId: string; date: string },
): Promise<Deal> {
  return onDeal(deps, scope, id, async (tx, row) => {
    requireStage(row.stage, DEAL_OPEN_STAGES);
    const deadline = (await repo.listDeadlines(tx, scope.agencyId, [id])).find((d) => d.id === deadlineId);
    if (!deadline) throw dealNotFound();
    if (deadline.doneOn !== null) throw new AppError('CONFLICT', m.deadlineAlreadyDone);
    checkStepDate(date, { date: row.openedOn, message: m.stepBeforeOpening });
    await repo.updateDeadline(tx, scope.agencyId, deadlineId, { doneOn: date });
    return null;
  });
}

/** The buyer's withdrawal period is over: its last day passed, or its end recorded. */
async function requireWithdrawalOver(
  tx: DbOrTx,
  scope: MemberScope,
  row: repo.DealRow,
  message: (until: string) => string,
  today: string,
) {
  if (!row.firstPresentationOn) throw new AppError('CONFLICT', m.withdrawalNotStarted);
  const end = withdrawalEndsOn(row.firstPresentationOn);
  if (today > end) return end;
  const deadlines = await repo.listDeadlines(tx, scope.agencyId, [row.id]);
  if (deadlines.some((d) => d.kind === 'withdrawal' && d.doneOn !== null)) return end;
  throw new AppError('CONFLICT', message(formatLongDate(end)));
}

/** « Conditions levées »: after the withdrawal period; every open condition is marked met that day. */
export function liftConditions(
  deps: AppDeps,
  scope: MemberScope,
  { id, date }: { id: string; date: string },
): Promise<Deal> {
  return onDeal(deps, scope, id, async (tx, row) => {
    requireStage(row.stage, ['compromis_signed']);
    checkStepDate(date, { date: row.compromisSignedOn, message: m.stepBeforePrevious });
    await requireWithdrawalOver(tx, scope, row, m.conditionsDuringWithdrawal, parisToday());
    await completeKinds(tx, scope, id, ['withdrawal', 'loan', 'condition'], date);
    await repo.updateDeal(tx, scope.agencyId, id, { stage: 'conditions_lifted', conditionsLiftedOn: date });
    return null;
  });
}

/** A party of the directory as an invoice names it: the directory's name and postal address. */
async function invoicedClient(tx: DbOrTx, scope: MemberScope, id: string | null, name: string) {
  const [client] = id ? ((await lockMandators({ db: tx }, scope, { ids: [id] })) ?? []) : [];
  return { id: client?.id ?? null, name: client?.name ?? name, address: client?.address?.trim() ?? '' };
}

/**
 * The fee invoices a step issues, in its transaction (docs/decisions/deals.md « Who the deed
 * invoices »): a sale's to whoever pays under the mandate (the sellers as the register names them,
 * the buyer from the directory, or half each), a rental's to the landlord and the tenant; nothing
 * when the file has no fee. The invoices module refuses (nothing written) without the agency's
 * legal facts or a recipient's address.
 */
async function issueInvoices(
  deps: AppDeps,
  tx: DbOrTx,
  scope: MemberScope,
  row: repo.DealRow,
  date: string,
  shares: { role: DealInvoiceLine['recipientRole']; cents: number }[],
) {
  const lines: DealInvoiceLine[] = [];
  const mandate = row.mandateId ? await getMandate({ ...deps, db: tx }, scope, { id: row.mandateId }) : null;
  for (const share of shares.filter((s) => s.cents > 0)) {
    if (share.role === 'seller' || share.role === 'landlord') {
      const owners = mandate?.mandators ?? [];
      lines.push({
        recipientRole: share.role,
        recipientClientId: owners.length === 1 ? owners[0]!.clientId : null,
        recipientName: owners.map((o) => o.name).join(' et '),
        recipientAddress: owners[0]?.address ?? '',
        amountInclVatCents: share.cents,
      });
    } else {
      const party = await invoicedClient(tx, scope, row.partyClientId, row.partyName);
      lines.push({
        recipientRole: share.role,
        recipientClientId: party.id,
        recipientName: party.name,
        recipientAddress: party.address,
        amountInclVatCents: share.cents,
      });
    }
  }
  if (lines.length === 0) return;
  const when = formatLongDate(date);
  await issueDealInvoices(deps, tx, scope, {
    dealId: row.id,
    issuedOn: date,
    propertyName: row.propertyName,
    description:
      row.kind === 'sale'
        ? feeInvoiceMessages.saleDescription(row.propertyName, when)
        : feeInvoiceMessages.rentalDescription(row.propertyName, when),
    lines,
  });
}

/**
 * The deed: after the compromis and the withdrawal period; the listing « Vendu », the register
 * line ended with the sale's reason, the deed deadline done, the fee invoice(s) issued.
 */
export function recordDeed(
  deps: AppDeps,
  scope: MemberScope,
  { id, date }: { id: string; date: string },
): Promise<Deal> {
  return onDeal(deps, scope, id, async (tx, row) => {
    requireStage(row.stage, ['conditions_lifted']);
    checkStepDate(date, { date: row.compromisSignedOn, message: m.deedBeforeCompromis });
    const end = await requireWithdrawalOver(tx, scope, row, m.deedDuringWithdrawal, parisToday());
    if (date <= end) throw invalid('date', m.deedDuringWithdrawal(formatLongDate(end)));
    await completeKinds(tx, scope, id, ['deed'], date);
    await repo.updateDeal(tx, scope.agencyId, id, { stage: 'deed_signed', deedSignedOn: date });
    const mandate = row.mandateId
      ? await getMandate({ ...deps, db: tx }, scope, { id: row.mandateId })
      : null;
    const shares = saleInvoiceShares(mandate?.feePayer ?? null, expectedFeeOf(row, mandate) * 100);
    await issueInvoices(
      deps,
      tx,
      scope,
      row,
      date,
      shares.map((s) => ({ role: s.role, cents: s.amountInclVatCents })),
    );
    if (row.mandateId) {
      await endMandateByDeal({ db: tx }, scope, {
        id: row.mandateId,
        date,
        reason: m.deedMandateReason(formatLongDate(date)),
      });
    }
    return moveListing(tx, scope, row.propertyId, 'Vendu');
  });
}

/** « Clos »: after the deed or the keys. */
export function closeDeal(
  deps: AppDeps,
  scope: MemberScope,
  { id, date }: { id: string; date: string },
): Promise<Deal> {
  return onDeal(deps, scope, id, async (tx, row) => {
    requireStage(row.stage, ['deed_signed', 'keys_handed_over']);
    checkStepDate(date, {
      date: row.deedSignedOn ?? row.keysHandedOverOn,
      message: m.stepBeforePrevious,
    });
    await repo.updateDeal(tx, scope.agencyId, id, { stage: 'closed', closedOn: date });
    return null;
  });
}

/** « Annulé » from any open stage, with its reason; the listing back to « Disponible » or « Retiré ». */
export function cancelDeal(
  deps: AppDeps,
  scope: MemberScope,
  { id, input }: { id: string; input: CancelFields },
): Promise<Deal> {
  return onDeal(deps, scope, id, async (tx, row) => {
    requireStage(row.stage, DEAL_OPEN_STAGES);
    checkStepDate(input.date, { date: row.openedOn, message: m.stepBeforeOpening });
    await repo.updateDeal(tx, scope.agencyId, id, {
      stage: 'cancelled',
      cancelledOn: input.date,
      cancelReason: input.reason.trim(),
    });
    return moveListing(tx, scope, row.propertyId, input.listingStatus);
  });
}

/** The member in charge (an active member of the agency), the fee the agent sets, the planned dates. */
export function updateDeal(
  deps: AppDeps,
  scope: MemberScope,
  { id, input }: { id: string; input: UpdateFields },
): Promise<Deal> {
  return onDeal(deps, scope, id, async (tx, row) => {
    requireStage(row.stage, DEAL_OPEN_STAGES);
    const values: Partial<repo.NewDeal> = {};
    if (input.assignedToId !== undefined) {
      const [member] = await memberNames(tx, scope.agencyId, [input.assignedToId]);
      if (member?.status !== 'active') throw invalid('assignedToId', m.assignedNotMember);
      values.assignedTo = input.assignedToId;
    }
    if (input.feeOverride !== undefined) values.feeOverride = input.feeOverride;
    for (const field of ['deedPlannedOn', 'keysPlannedOn'] as const) {
      const planned = input[field];
      if (planned === undefined) continue;
      if (planned !== null && planned < row.openedOn) throw invalid(field, m.plannedBeforeOpening);
      values[field] = planned;
      const kind = field === 'deedPlannedOn' ? 'deed' : 'keys';
      await syncDeadlines(tx, scope, id, plainDeadline(kind, planned), [kind]);
    }
    if (Object.keys(values).length > 0) await repo.updateDeal(tx, scope.agencyId, id, values);
    return null;
  });
}

// ---- rentals --------------------------------------------------------------------------------

/** The chosen application opens a rental file: the listing « En négociation », the keys planned. */
export async function openRental(
  deps: AppDeps,
  scope: MemberScope,
  { propertyId, input }: { propertyId: string; input: RentalFields },
): Promise<Deal> {
  checkStepDate(input.date, null);
  if (input.keysPlannedOn && input.keysPlannedOn < input.date) {
    throw invalid('keysPlannedOn', m.plannedBeforeOpening);
  }
  let result: { id: string; change: PropertyStatusChange | null };
  try {
    result = await deps.db.transaction(async (tx) => {
      const property = await lockPropertyForDeal({ db: tx }, scope, { id: propertyId });
      if (property.type !== 'Location') throw new AppError('CONFLICT', m.rentalDealOnSale);
      if (UNAVAILABLE_LISTING.includes(property.status))
        throw new AppError('CONFLICT', m.listingNotAvailable);
      if (await repo.findOpenDealOfProperty(tx, scope.agencyId, propertyId)) {
        throw new AppError('CONFLICT', m.dealAlreadyOpen);
      }
      const [tenant] = (await lockMandators({ db: tx }, scope, { ids: [input.tenantClientId] })) ?? [];
      if (!tenant) throw new AppError('NOT_FOUND', m.tenantRequired, { tenantClientId: m.tenantRequired });
      const mandate = await transactionMandateInForceOf({ db: tx }, scope, { propertyId });
      const row = await repo.insertDeal(tx, scope.agencyId, {
        kind: 'rental',
        stage: 'application_chosen',
        propertyId,
        propertyName: property.name,
        propertyAddress: property.address,
        mandateId: mandate?.id ?? null,
        partyClientId: tenant.id,
        partyName: tenant.name,
        assignedTo: scope.userId,
        price: Math.max(1, Math.round(property.price)),
        // The living area the lease's ALUR caps are drawn from: shown from the start, checked again at the lease.
        surface: property.surfaceHabitable,
        openedOn: input.date,
        keysPlannedOn: input.keysPlannedOn,
        createdBy: scope.userId,
      });
      await repo.insertDeadlines(tx, scope.agencyId, row.id, plainDeadline('keys', input.keysPlannedOn));
      const change = await moveListing(tx, scope, propertyId, 'En négociation');
      return { id: row.id, change };
    });
  } catch (err) {
    if (isUniqueViolation(err, 'deals_one_open_per_property'))
      throw new AppError('CONFLICT', m.dealAlreadyOpen);
    throw err;
  }
  await tellPropertyStatusChange(deps, result.change);
  return getDeal(deps, scope, { id: result.id });
}

/** The lease signed: rent, zone and fees, checked against loi ALUR for the property's living area. */
export function recordLease(
  deps: AppDeps,
  scope: MemberScope,
  { id, input }: { id: string; input: LeaseFields },
): Promise<Deal> {
  return onDeal(deps, scope, id, async (tx, row) => {
    requireStage(row.stage, ['application_chosen']);
    checkStepDate(input.signedOn, { date: row.openedOn, message: m.stepBeforeOpening }, 'signedOn');
    if (input.keysPlannedOn && input.keysPlannedOn < input.signedOn) {
      throw invalid('keysPlannedOn', m.plannedBeforeOpening);
    }
    const property = row.propertyId
      ? await lockPropertyForDeal({ db: tx }, scope, { id: row.propertyId })
      : null;
    const surface = property?.surfaceHabitable ?? null;
    if (surface === null || surface <= 0) throw new AppError('VALIDATION_FAILED', m.surfaceRequired);
    const fees = {
      tenantFees: input.tenantFees ?? 0,
      tenantFeesInventory: input.tenantFeesInventory ?? 0,
      landlordFees: input.landlordFees ?? 0,
    };
    const breaches = alurBreaches({ surface, zone: input.zone, ...fees });
    if (breaches.length > 0) {
      const caps = alurCaps(surface, input.zone);
      const fieldErrors: Record<string, string> = {};
      if (breaches.includes('tenantCap'))
        fieldErrors.tenantFees = m.alurTenantCapExceeded(formatEuros(caps.tenantFees));
      if (breaches.includes('inventoryCap')) {
        fieldErrors.tenantFeesInventory = m.alurInventoryCapExceeded(formatEuros(caps.inventory));
      }
      if (breaches.includes('aboveLandlord')) fieldErrors.landlordFees = m.alurTenantAboveLandlord;
      throw new AppError('VALIDATION_FAILED', Object.values(fieldErrors)[0]!, fieldErrors);
    }
    await repo.updateDeal(tx, scope.agencyId, id, {
      stage: 'lease_signed',
      leaseSignedOn: input.signedOn,
      price: input.rent,
      rentalZone: input.zone,
      surface,
      ...fees,
      ...(input.keysPlannedOn ? { keysPlannedOn: input.keysPlannedOn } : {}),
    });
    if (input.keysPlannedOn)
      await syncDeadlines(tx, scope, id, plainDeadline('keys', input.keysPlannedOn), ['keys']);
    await completeKinds(tx, scope, id, ['lease'], input.signedOn);
    return null;
  });
}

/** Keys handed over (with the entry inspection of this property, if any): the listing « Loué ». */
export function recordKeys(
  deps: AppDeps,
  scope: MemberScope,
  { id, input }: { id: string; input: KeysFields },
): Promise<Deal> {
  return onDeal(deps, scope, id, async (tx, row) => {
    requireStage(row.stage, ['lease_signed']);
    checkStepDate(input.date, { date: row.leaseSignedOn, message: m.stepBeforePrevious });
    if (input.entryInspectionId) {
      const inspection = await requireInspection({ db: tx }, scope, input.entryInspectionId);
      if (!row.propertyId || inspection.propertyId !== row.propertyId) {
        throw invalid('entryInspectionId', m.inspectionNotOfProperty);
      }
    }
    await completeKinds(tx, scope, id, ['keys'], input.date);
    await repo.updateDeal(tx, scope.agencyId, id, {
      stage: 'keys_handed_over',
      keysHandedOverOn: input.date,
      entryInspectionId: input.entryInspectionId,
    });
    await issueInvoices(deps, tx, scope, row, input.date, [
      { role: 'landlord', cents: (row.landlordFees ?? 0) * 100 },
      { role: 'tenant', cents: (row.tenantFees ?? 0) * 100 },
    ]);
    return moveListing(tx, scope, row.propertyId, 'Loué');
  });
}

// ---- the notary's checklist -----------------------------------------------------------------

async function partyClients(deps: AppDeps, scope: MemberScope, row: repo.DealRow) {
  const mandate = row.mandateId ? await getMandate(deps, scope, { id: row.mandateId }) : null;
  const parties = [
    ...(row.partyClientId ? [{ id: row.partyClientId, name: row.partyName }] : []),
    ...(mandate?.mandators ?? []).flatMap((o) => (o.clientId ? [{ id: o.clientId, name: o.name }] : [])),
  ];
  return new Map(parties.map((p) => [p.id, p.name]));
}

/** The documents a checklist item may point at: the property's, then the parties' (buyer, sellers). */
export async function documentOptions(deps: AppDeps, scope: MemberScope, { id }: { id: string }) {
  const row = await repo.findDeal(deps.db, scope.agencyId, id);
  if (!row) throw dealNotFound();
  const parties = await partyClients(deps, scope, row);
  const docs = await repo.listOwnedDocuments(deps.db, scope.agencyId, {
    propertyId: row.propertyId,
    clientIds: [...parties.keys()],
  });
  return {
    items: docs.map((d) => ({
      id: d.id,
      fileName: d.fileName,
      owner: d.propertyId
        ? m.documentOwnerProperty
        : m.documentOwnerParty(parties.get(d.clientId ?? '') ?? ''),
    })),
  };
}

/** Points a checklist item at one of the file's documents (or at none). */
export async function setChecklistDocument(
  deps: AppDeps,
  scope: MemberScope,
  { id, item, documentId }: { id: string; item: DealChecklistItem; documentId: string | null },
): Promise<Deal> {
  if (documentId !== null) {
    const { items } = await documentOptions(deps, scope, { id });
    if (!items.some((d) => d.id === documentId)) throw invalid('documentId', m.documentNotOfDeal);
  }
  return onDeal(deps, scope, id, async (tx) => {
    if (!(await repo.setChecklistDocument(tx, scope.agencyId, id, item, documentId))) throw dealNotFound();
    return null;
  });
}
