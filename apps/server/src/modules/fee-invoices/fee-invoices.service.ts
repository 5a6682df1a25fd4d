import { randomUUID } from 'node:crypto';
import {
  addDaysToDate,
  addMonthsToDate,
  dealMessages,
  FEE_INVOICE_PAYMENT_DAYS,
  FEE_INVOICE_RETENTION_YEARS,
  FEE_VAT_RATE_BP,
  type FeeInvoice,
  type FeeInvoiceRecipientRole,
  type FeeInvoiceStatus,
  feeInvoiceMessages,
  parisToday,
  splitVat,
  vatNumberOfSiren,
} from '@immopilote/contracts';
import type { MemberScope } from '../../auth/context';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { objectKey } from '../../storage/storage';
import { recordAccess } from '../access-log/access-log.service';
import { type AgencyLegalIdentity, agencyLegalIdentity } from '../agency/agency-site.service';
import { type InvoiceSellerFacts, renderFeeInvoicePdf } from './fee-invoice-pdf';
import * as repo from './fee-invoices.repo';

/** The storage bucket of the invoices' PDFs: `{agencyId}/{invoiceId}/facture-FH-000012.pdf`. */
export const INVOICE_BUCKET = 'invoices' as const;

type InvoiceScope = Pick<MemberScope, 'agencyId' | 'userId'>;

export interface DealInvoiceLine {
  recipientRole: FeeInvoiceRecipientRole;
  recipientClientId: string | null;
  recipientName: string;
  recipientAddress: string;
  /** TTC, in cents. */
  amountInclVatCents: number;
}

export interface IssueDealInvoicesInput {
  dealId: string;
  /** YYYY-MM-DD, Paris: the deed's (or the keys') date. */
  issuedOn: string;
  propertyName: string;
  /** « Honoraires de transaction — vente … acte du … » (`feeInvoiceMessages.saleDescription`). */
  description: string;
  lines: readonly DealInvoiceLine[];
}

export const invoiceReference = feeInvoiceMessages.reference;

/**
 * A société states its share capital (C. commerce R123-238); an individual business has none. The
 * legal form is free text, so the individual forms are recognised by their usual names, and a form
 * typed with its capital (« SARL au capital de 10 000 € ») is printed as typed rather than asked for
 * the capital again and printed with it twice.
 */
const INDIVIDUAL_FORM =
  /\b(ei|eirl|entreprise individuelle|entrepreneur individuel|micro[- ]?entreprise|auto[- ]?entrepreneur)\b/i;
const CAPITAL_STATED = /\bau capital (social )?de\s*\d/i;
export const legalFormNeedsCapital = (legalForm: string) =>
  !INDIVIDUAL_FORM.test(legalForm.trim()) && !CAPITAL_STATED.test(legalForm);

/** The facts an invoice must print that the agency has not given yet, by French label. */
export function invoiceFactGaps(identity: AgencyLegalIdentity): string[] {
  const l = feeInvoiceMessages.factLabels;
  const gaps: string[] = [];
  if (!identity.name.trim()) gaps.push(l.name);
  if (!identity.address.trim()) gaps.push(l.address);
  if (!identity.legalForm?.trim()) gaps.push(l.legalForm);
  if (!identity.siren || !vatNumberOfSiren(identity.siren)) gaps.push(l.siren);
  if (!identity.rcsCity?.trim()) gaps.push(l.rcsCity);
  if (
    identity.legalForm?.trim() &&
    legalFormNeedsCapital(identity.legalForm) &&
    identity.shareCapital === null
  ) {
    gaps.push(l.shareCapital);
  }
  if (!identity.cardNumber?.trim()) gaps.push(l.cardNumber);
  if (!identity.cardIssuer?.trim()) gaps.push(l.cardIssuer);
  return gaps;
}

/** « le nom, la forme juridique et la ville du RCS » */
const listInFrench = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} et ${items.at(-1)}`;

/**
 * The agency's legal facts as an invoice prints them, or a 409 naming every one missing. Exported
 * so a file can refuse its deed (or keys) before writing anything; `issueDealInvoices` checks again.
 */
export async function requireInvoiceFacts(
  deps: Pick<AppDeps, 'db'>,
  scope: Pick<MemberScope, 'agencyId'>,
): Promise<InvoiceSellerFacts> {
  const identity = await agencyLegalIdentity(deps, scope);
  const gaps = invoiceFactGaps(identity);
  if (gaps.length > 0) throw new AppError('CONFLICT', dealMessages.invoiceFactsMissing(listInFrench(gaps)));
  const siren = identity.siren!.replace(/\s/g, '');
  return {
    name: identity.name,
    address: identity.address,
    legalForm: identity.legalForm!.trim(),
    shareCapital: legalFormNeedsCapital(identity.legalForm!) ? identity.shareCapital : null,
    siren: siren.replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3'),
    rcsCity: identity.rcsCity!.trim(),
    vatNumber: vatNumberOfSiren(siren)!,
    cardNumber: identity.cardNumber!.trim(),
    cardIssuer: identity.cardIssuer!.trim(),
  };
}

export function toFeeInvoice(row: repo.FeeInvoiceRow): FeeInvoice {
  return {
    id: row.id,
    dealId: row.dealId,
    number: row.number,
    reference: invoiceReference(row.number),
    issuedOn: row.issuedOn,
    dueOn: row.dueOn,
    recipientRole: row.recipientRole,
    recipientName: row.recipientName,
    description: row.description,
    amountExclVatCents: row.amountExclVatCents,
    vatCents: row.vatCents,
    amountInclVatCents: row.amountInclVatCents,
    status: row.paidOn ? 'paid' : 'issued',
    paidOn: row.paidOn,
    propertyName: row.propertyName,
  };
}

/**
 * Issues a file's fee invoices inside the caller's transaction (the deed, the keys): one per line,
 * each numbered from the agency's counter (gap-free: a rollback gives the numbers back), drawn as a
 * PDF and stored once. Files, then rows: each PDF is stored before its row is written in `tx`; if
 * the caller's transaction rolls back, no row names the PDF and the orphan sweep removes it.
 */
export async function issueDealInvoices(
  deps: Pick<AppDeps, 'storage'>,
  tx: DbOrTx,
  scope: InvoiceScope,
  input: IssueDealInvoicesInput,
): Promise<FeeInvoice[]> {
  // Read through the transaction: on PGlite's one connection another read would wait for it.
  const seller = await requireInvoiceFacts({ db: tx }, scope);
  for (const line of input.lines) {
    if (!Number.isInteger(line.amountInclVatCents) || line.amountInclVatCents <= 0) {
      throw new AppError('VALIDATION_FAILED', feeInvoiceMessages.amountInvalid);
    }
    if (!line.recipientAddress.trim()) {
      throw new AppError('VALIDATION_FAILED', feeInvoiceMessages.recipientAddressMissing(line.recipientName));
    }
  }
  // A foreign key does not look through the agency boundary: another agency's client is refused here.
  const clientIds = [
    ...new Set(input.lines.flatMap((l) => (l.recipientClientId ? [l.recipientClientId] : []))),
  ];
  if ((await repo.countAgencyClients(tx, scope.agencyId, clientIds)) !== clientIds.length) {
    throw new AppError('NOT_FOUND', feeInvoiceMessages.recipientNotFound);
  }
  const dueOn = addDaysToDate(input.issuedOn, FEE_INVOICE_PAYMENT_DAYS);
  const retainUntil = addMonthsToDate(input.issuedOn, FEE_INVOICE_RETENTION_YEARS * 12);
  const issued: FeeInvoice[] = [];
  for (const line of input.lines) {
    const number = await repo.takeNextNumber(tx, scope.agencyId);
    const reference = invoiceReference(number);
    const { amountExclVatCents, vatCents } = splitVat(line.amountInclVatCents, FEE_VAT_RATE_BP);
    const id = randomUUID();
    const pdf = await renderFeeInvoicePdf({
      reference,
      issuedOn: input.issuedOn,
      dueOn,
      seller,
      recipient: { role: line.recipientRole, name: line.recipientName, address: line.recipientAddress },
      propertyName: input.propertyName,
      description: input.description,
      amountExclVatCents,
      vatCents,
      amountInclVatCents: line.amountInclVatCents,
    });
    const pdfKey = objectKey(scope.agencyId, id, feeInvoiceMessages.fileName(reference));
    await deps.storage.put(INVOICE_BUCKET, pdfKey, pdf, 'application/pdf');
    const row = await repo.insertInvoice(tx, scope.agencyId, {
      id,
      dealId: input.dealId,
      number,
      issuedOn: input.issuedOn,
      dueOn,
      recipientRole: line.recipientRole,
      recipientClientId: line.recipientClientId,
      recipientName: line.recipientName,
      recipientAddress: line.recipientAddress,
      propertyName: input.propertyName,
      description: input.description,
      amountExclVatCents,
      vatRateBp: FEE_VAT_RATE_BP,
      vatCents,
      amountInclVatCents: line.amountInclVatCents,
      sellerFacts: JSON.stringify(seller),
      pdfKey,
      retainUntil,
      issuedBy: scope.userId,
    });
    issued.push(toFeeInvoice(row));
  }
  return issued;
}

/** A file's invoices, in the order of their numbers. `deps.db` may be the caller's transaction. */
export async function listInvoicesOfDeal(
  deps: Pick<AppDeps, 'db'>,
  scope: Pick<MemberScope, 'agencyId'>,
  dealId: string,
): Promise<FeeInvoice[]> {
  return (await repo.listOfDeal(deps.db, scope.agencyId, dealId)).map(toFeeInvoice);
}

/** The agency's invoices, the latest first; `status` keeps the unpaid (`issued`) or the paid ones. */
export async function listFeeInvoices(
  deps: Pick<AppDeps, 'db'>,
  scope: MemberScope,
  query: { status?: FeeInvoiceStatus },
): Promise<{ items: FeeInvoice[] }> {
  return { items: (await repo.listInvoices(deps.db, scope.agencyId, query.status)).map(toFeeInvoice) };
}

const invoiceNotFound = () => new AppError('NOT_FOUND', dealMessages.invoiceNotFound);

/** Records the payment, once: not in the future, not before the invoice. */
export async function markInvoicePaid(
  deps: Pick<AppDeps, 'db'>,
  scope: MemberScope,
  { id, paidOn }: { id: string; paidOn: string },
): Promise<FeeInvoice> {
  const row = await repo.findInvoice(deps.db, scope.agencyId, id);
  if (!row) throw invoiceNotFound();
  if (row.paidOn) throw new AppError('CONFLICT', dealMessages.invoiceAlreadyPaid);
  if (paidOn > parisToday()) {
    throw new AppError('VALIDATION_FAILED', feeInvoiceMessages.paidInFuture, {
      paidOn: feeInvoiceMessages.paidInFuture,
    });
  }
  if (paidOn < row.issuedOn) {
    throw new AppError('VALIDATION_FAILED', dealMessages.paidBeforeIssued, {
      paidOn: dealMessages.paidBeforeIssued,
    });
  }
  // The update only takes an unpaid row: of two members marking it at once, the second gets the 409.
  const paid = await repo.markPaid(deps.db, scope.agencyId, id, paidOn);
  if (!paid) throw new AppError('CONFLICT', dealMessages.invoiceAlreadyPaid);
  return toFeeInvoice(paid);
}

async function readInvoicePdf(deps: Pick<AppDeps, 'storage'>, key: string): Promise<Buffer | null> {
  const stored = await deps.storage.get(INVOICE_BUCKET, key);
  if (!stored) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The PDF stored at issue, byte for byte, every time; each download is in the access log. */
export async function feeInvoicePdf(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  scope: MemberScope,
  { id, ip }: { id: string; ip: string | null },
): Promise<{ body: Buffer; fileName: string }> {
  const row = await repo.findInvoice(deps.db, scope.agencyId, id);
  if (!row) throw invoiceNotFound();
  const body = await readInvoicePdf(deps, row.pdfKey);
  if (!body) throw invoiceNotFound();
  const reference = invoiceReference(row.number);
  await recordAccess(deps, scope, {
    kind: 'invoice_download',
    ip: ip ?? '',
    clientId: row.recipientClientId,
    detail: `${reference} · ${row.recipientName}`,
  });
  return { body, fileName: feeInvoiceMessages.fileName(reference) };
}

/**
 * The agency export: every invoice kept (paid or not) with what it printed, and its PDF as stored
 * under `fichiers/factures/`.
 */
export async function invoicesToExport(deps: Pick<AppDeps, 'db'>, scope: MemberScope) {
  const rows = await repo.listAllInvoices(deps.db, scope.agencyId);
  const files = rows.map((r) => ({
    invoiceId: r.id,
    bucket: INVOICE_BUCKET,
    key: r.pdfKey,
    path: `fichiers/factures/${feeInvoiceMessages.fileName(invoiceReference(r.number))}`,
    mimeType: 'application/pdf',
  }));
  const invoices = rows.map((r, i) => ({
    ...toFeeInvoice(r),
    recipientClientId: r.recipientClientId,
    recipientAddress: r.recipientAddress,
    seller: JSON.parse(r.sellerFacts) as InvoiceSellerFacts,
    retainUntil: r.retainUntil,
    pdf: files[i]!.path,
  }));
  return { invoices, files };
}
