import type { MemberScope } from '../../auth/context';
import type { AppDeps } from '../../deps';
import type { ColumnType } from '../../files/table';
import { agencyDealRows, clientDealRows } from './deal-exports.repo';

type Rows = Awaited<ReturnType<typeof agencyDealRows>>;

/** Instants as ISO text, the rest as stored: one shape for the JSON and the tables. */
const offerRow = (r: Rows['offers'][number]) => ({ ...r, createdAt: r.createdAt.toISOString() });
const dealRow = (r: Rows['deals'][number]) => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});
const deadlineRow = (r: Rows['deadlines'][number]) => ({ ...r, createdAt: r.createdAt.toISOString() });

export type OfferExportRow = ReturnType<typeof offerRow>;
export type DealExportRow = ReturnType<typeof dealRow>;
export type DeadlineExportRow = ReturnType<typeof deadlineRow>;

/** The columns of the exported tables (CSV and XLSX), each table's fields in the stored order. */
export const OFFER_EXPORT_FIELDS = [
  'id',
  'propertyId',
  'party',
  'parentOfferId',
  'buyerClientId',
  'buyerName',
  'amount',
  'conditions',
  'financing',
  'loanAmount',
  'contribution',
  'validUntil',
  'receivedOn',
  'status',
  'answeredOn',
  'answerNote',
  'createdAt',
] as const satisfies readonly (keyof OfferExportRow)[];
export const OFFER_EXPORT_TYPES = {
  amount: 'number',
  loanAmount: 'number',
  contribution: 'number',
  validUntil: 'date',
  receivedOn: 'date',
  answeredOn: 'date',
  createdAt: 'datetime',
} as const satisfies Partial<Record<keyof OfferExportRow, ColumnType>>;

export const DEAL_EXPORT_FIELDS = [
  'id',
  'kind',
  'stage',
  'propertyId',
  'propertyName',
  'propertyAddress',
  'offerId',
  'mandateId',
  'partyClientId',
  'partyName',
  'price',
  'feeOverride',
  'openedOn',
  'compromisKind',
  'compromisSignedOn',
  'buyerNotary',
  'sellerNotary',
  'depositAmount',
  'depositHolder',
  'firstPresentationOn',
  'deedPlannedOn',
  'conditionsLiftedOn',
  'deedSignedOn',
  'rentalZone',
  'surface',
  'tenantFees',
  'tenantFeesInventory',
  'landlordFees',
  'leaseSignedOn',
  'keysPlannedOn',
  'keysHandedOverOn',
  'closedOn',
  'cancelledOn',
  'cancelReason',
  'createdAt',
] as const satisfies readonly (keyof DealExportRow)[];
export const DEAL_EXPORT_TYPES = {
  price: 'number',
  feeOverride: 'number',
  openedOn: 'date',
  compromisSignedOn: 'date',
  depositAmount: 'number',
  firstPresentationOn: 'date',
  deedPlannedOn: 'date',
  conditionsLiftedOn: 'date',
  deedSignedOn: 'date',
  surface: 'number',
  tenantFees: 'number',
  tenantFeesInventory: 'number',
  landlordFees: 'number',
  leaseSignedOn: 'date',
  keysPlannedOn: 'date',
  keysHandedOverOn: 'date',
  closedOn: 'date',
  cancelledOn: 'date',
  createdAt: 'datetime',
} as const satisfies Partial<Record<keyof DealExportRow, ColumnType>>;

export const DEADLINE_EXPORT_FIELDS = [
  'id',
  'dealId',
  'kind',
  'label',
  'dueOn',
  'doneOn',
  'loanAmount',
  'loanRateMax',
  'remindedFor',
  'createdAt',
] as const satisfies readonly (keyof DeadlineExportRow)[];
export const DEADLINE_EXPORT_TYPES = {
  dueOn: 'date',
  doneOn: 'date',
  loanAmount: 'number',
  loanRateMax: 'number',
  remindedFor: 'date',
  createdAt: 'datetime',
} as const satisfies Partial<Record<keyof DeadlineExportRow, ColumnType>>;

/** The agency's offers, sale and rental files and their deadlines (the agency export, issue 32). */
export async function dealsToExport(deps: Pick<AppDeps, 'db'>, scope: MemberScope) {
  const rows = await agencyDealRows(deps.db, scope.agencyId);
  return {
    offers: rows.offers.map(offerRow),
    deals: rows.deals.map(dealRow),
    deadlines: rows.deadlines.map(deadlineRow),
  };
}

/** A client's offers and the files they are party to (their own export, RGPD art. 15 and 20). */
export async function dealsOfClient(deps: Pick<AppDeps, 'db'>, scope: MemberScope, clientId: string) {
  const rows = await clientDealRows(deps.db, scope.agencyId, clientId);
  return { offers: rows.offers.map(offerRow), deals: rows.deals.map(dealRow) };
}
