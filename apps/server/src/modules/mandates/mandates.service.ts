import {
  addMonthsToDate,
  type AgencySite,
  type Mandate,
  type MandateActivity,
  type MandateFormOptions,
  type MandateKind,
  type mandateCloseSchema,
  type mandateInputSchema,
  type mandateRetractionSchema,
  type SignatureRequestSummary,
  MANDATE_ACTIVITIES,
  MANDATE_DURATION_MAX_MONTHS,
  mandateMessages,
  type PropertyType,
  formatLongDate,
  parisToday,
  type RegisterExportFormat,
} from '@immopilote/contracts';
import type { z } from 'zod';
import type { MemberScope } from '../../auth/context';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../errors';
import { getAgencySettings } from '../agency/agency.service';
import { lockMandators, mandatorOptions } from '../clients/clients.service';
import { lockPropertyForMandate, propertyOptions, propertySummary } from '../properties/properties.service';
import * as repo from './mandates.repo';
import { type RegisterExport, registerCsv, registerPdf, registerXlsx } from './register-export';
import { recordAccess } from '../access-log/access-log.service';
import { getAgencySite } from '../agency/agency-site.service';
import { clientContact } from '../clients/clients.service';
import { createSignatureRequest, signatureSummaries } from '../signatures/signature-requests';
import { drawMandateDocument } from './mandate-document';
import { lineBlocksUntil } from '../negotiation/negotiation';

type MandateFields = z.output<typeof mandateInputSchema>;
type CloseFields = z.output<typeof mandateCloseSchema>;
type RetractionFields = z.output<typeof mandateRetractionSchema>;

const mandateNotFound = () => notFound(mandateMessages.notFound);

/** The register's « objet »: what the agency is mandated to do with the property. */
function objectOf(activity: MandateActivity, propertyType: PropertyType): string {
  if (activity === 'gestion') return mandateMessages.objectManagement;
  return propertyType === 'Vente' ? mandateMessages.objectSale : mandateMessages.objectRental;
}

/** What a line lacks for its document to be drawn (lines registered before issue 30 have none of it). */
function documentGaps(row: repo.MandateRow): string[] {
  const labels = mandateMessages.gapLabels;
  const gaps: string[] = [];
  if (row.price === null) gaps.push(labels.price);
  const feeStated =
    (row.feeMode === 'amount' && row.feeAmount !== null) || (row.feeMode === 'rate' && row.feeRate !== null);
  if (!feeStated) gaps.push(labels.fees);
  if (row.feePayer === null) gaps.push(labels.feePayer);
  return gaps;
}

/** « le prix, les honoraires et qui paie » */
const listInFrench = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} et ${items.at(-1)}`;

function toMandates(
  rows: repo.MandateRow[],
  mandators: repo.MandatorRow[],
  signatures: Map<string, SignatureRequestSummary>,
): Mandate[] {
  const byMandate = new Map<string, repo.MandatorRow[]>();
  for (const m of mandators) byMandate.set(m.mandateId, [...(byMandate.get(m.mandateId) ?? []), m]);
  const today = parisToday();
  return rows.map((row) => {
    const signature = row.signatureRequestId ? (signatures.get(row.signatureRequestId) ?? null) : null;
    return {
      id: row.id,
      number: row.number,
      activity: row.activity,
      kind: row.kind,
      status: row.status,
      registeredOn: row.registeredOn,
      propertyId: row.propertyId,
      object: row.object,
      propertyNature: row.propertyNature,
      propertyLocation: row.propertyLocation,
      mandators: (byMandate.get(row.id) ?? []).map((m) => ({
        clientId: m.clientId,
        name: m.name,
        address: m.address,
      })),
      startDate: row.startDate,
      durationMonths: row.durationMonths,
      endDate: row.endDate,
      feeTerms: row.feeTerms,
      closedOn: row.closedOn,
      closeReason: row.closeReason,
      createdAt: row.createdAt.toISOString(),
      price: row.price,
      feeMode: row.feeMode,
      feeAmount: row.feeAmount,
      feeRate: row.feeRate,
      feePayer: row.feePayer,
      retractionApplies: row.retractionApplies,
      retractionEndsOn: row.retractionEndsOn,
      retractedOn: row.retractedOn,
      earlyStartRequested: row.earlyStartRequested,
      countersignedOn: row.countersignedOn,
      signatureState: signature?.status ?? 'none',
      signatureRequest: signature,
      documentGaps: documentGaps(row),
      negotiationBlockedUntil: lineBlocksUntil(row, today),
    };
  });
}

async function withMandators(
  deps: Pick<AppDeps, 'db'>,
  scope: Pick<MemberScope, 'agencyId'>,
  rows: repo.MandateRow[],
) {
  const [mandators, signatures] = await Promise.all([
    repo.listMandators(
      deps.db,
      scope.agencyId,
      rows.map((r) => r.id),
    ),
    signatureSummaries(
      deps,
      scope.agencyId,
      rows.flatMap((r) => (r.signatureRequestId ? [r.signatureRequestId] : [])),
    ),
  ]);
  return toMandates(rows, mandators, signatures);
}

export async function listRegister(
  deps: AppDeps,
  scope: MemberScope,
  { activity }: { activity: MandateActivity },
): Promise<{ items: Mandate[] }> {
  const rows = await repo.listRegister(deps.db, scope.agencyId, activity);
  return { items: await withMandators(deps, scope, rows) };
}

/** The « Mandat » section of a property page; another agency's property is a 404. */
export async function listPropertyMandates(deps: AppDeps, scope: MemberScope, { id }: { id: string }) {
  await propertySummary(deps, scope, { id });
  const rows = await repo.listPropertyMandates(deps.db, scope.agencyId, id);
  return { items: await withMandators(deps, scope, rows) };
}

export async function getMandate(deps: AppDeps, scope: MemberScope, { id }: { id: string }) {
  const row = await repo.findMandate(deps.db, scope.agencyId, id);
  if (!row) throw mandateNotFound();
  return (await withMandators(deps, scope, [row]))[0]!;
}

export async function mandateFormOptions(deps: AppDeps, scope: MemberScope): Promise<MandateFormOptions> {
  const [clients, properties] = await Promise.all([
    mandatorOptions(deps, scope),
    propertyOptions(deps, scope),
  ]);
  return { clients, properties };
}

const isExclusive = (kind: MandateKind) => kind !== 'simple';

/**
 * One mandate at a time per property and object when one of them is exclusive (a semi-exclusive
 * mandate excludes other agents too): an exclusive mandate may not meet another mandate's period,
 * nor a simple one an exclusive mandate's. The caller holds the property's row lock, so two
 * creations for one property run one after the other and the second sees the first.
 */
async function refuseOverlap(
  tx: DbOrTx,
  scope: MemberScope,
  input: { propertyId: string; object: string; kind: MandateKind; startDate: string; endDate: string },
) {
  const overlapping = await repo.listOverlappingMandates(tx, scope.agencyId, {
    propertyId: input.propertyId,
    object: input.object,
    start: input.startDate,
    end: input.endDate,
  });
  const inForce = overlapping.find((row) => isExclusive(row.kind) || isExclusive(input.kind));
  if (!inForce) return;
  const message = mandateMessages.overlap({
    number: inForce.number,
    kind: mandateMessages.kindLabels[inForce.kind].toLowerCase(),
    startDate: formatLongDate(inForce.startDate),
    endDate: formatLongDate(inForce.endDate),
    exclusiveInForce: isExclusive(inForce.kind),
  });
  throw new AppError('CONFLICT', message);
}

/**
 * Registers a mandate: the property and the mandators are checked and locked, then the register's
 * next number is taken and the line written, all in one transaction (a failure gives the number
 * back). The register keeps copies of the names, addresses and property description (ten years,
 * whatever happens to the directory).
 */
export async function createMandate(
  deps: AppDeps,
  scope: MemberScope,
  input: MandateFields,
): Promise<Mandate> {
  const endDate = input.endDate ?? addMonthsToDate(input.startDate, input.durationMonths!);
  if (endDate > addMonthsToDate(input.startDate, MANDATE_DURATION_MAX_MONTHS)) {
    throw new AppError('VALIDATION_FAILED', mandateMessages.termTooLong, {
      endDate: mandateMessages.termTooLong,
    });
  }
  const row = await deps.db.transaction(async (tx) => {
    const property = await lockPropertyForMandate({ db: tx }, scope, { id: input.propertyId });
    const mandators = await lockMandators({ db: tx }, scope, { ids: input.mandatorIds });
    if (!mandators) {
      throw new AppError('VALIDATION_FAILED', mandateMessages.mandatorNotFound, {
        mandatorIds: mandateMessages.mandatorNotFound,
      });
    }
    const withoutAddress = mandators.find((m) => !m.address?.trim());
    if (withoutAddress) {
      const message = mandateMessages.mandatorWithoutAddress(withoutAddress.name);
      throw new AppError('VALIDATION_FAILED', message, { mandatorIds: message });
    }
    const object = objectOf(input.activity, property.type);
    await refuseOverlap(tx, scope, {
      propertyId: property.id,
      object,
      kind: input.kind,
      startDate: input.startDate,
      endDate,
    });
    const number = await repo.takeNextNumber(tx, scope.agencyId, input.activity);
    return repo.insertMandate(
      tx,
      scope.agencyId,
      {
        number,
        activity: input.activity,
        kind: input.kind,
        registeredOn: parisToday(),
        propertyId: property.id,
        object,
        propertyNature: property.nature,
        propertyLocation: `${property.address}, ${property.zip} ${property.city}`,
        startDate: input.startDate,
        durationMonths: input.durationMonths,
        endDate,
        feeTerms: input.feeTerms,
        price: input.price ?? Math.round(property.price),
        feeMode: input.feeMode,
        feeAmount: input.feeMode === 'amount' ? input.feeAmount : null,
        feeRate: input.feeMode === 'rate' ? input.feeRate : null,
        feePayer: input.feePayer,
        retractionApplies: input.retractionApplies,
        createdBy: scope.userId,
      },
      mandators.map((m) => ({ clientId: m.id, name: m.name, address: m.address?.trim() ?? '' })),
    );
  });
  return getMandate(deps, scope, { id: row.id });
}

/** Ends or cancels a mandate, once: the line stays in the register with the date and the reason. */
export async function closeMandate(
  deps: AppDeps,
  scope: MemberScope,
  { id, input }: { id: string; input: CloseFields },
): Promise<Mandate> {
  await deps.db.transaction(async (tx) => {
    const row = await repo.lockMandate(tx, scope.agencyId, id);
    if (!row) throw mandateNotFound();
    if (row.status !== 'active') throw new AppError('CONFLICT', mandateMessages.alreadyClosed);
    if (input.date < row.registeredOn) {
      throw new AppError('VALIDATION_FAILED', mandateMessages.closeBeforeRegistration, {
        date: mandateMessages.closeBeforeRegistration,
      });
    }
    if (input.date > parisToday()) {
      throw new AppError('VALIDATION_FAILED', mandateMessages.closeInFuture, {
        date: mandateMessages.closeInFuture,
      });
    }
    await repo.closeMandate(tx, scope.agencyId, id, {
      status: input.outcome,
      closedOn: input.date,
      closeReason: input.reason,
      closedBy: scope.userId,
    });
  });
  return getMandate(deps, scope, { id });
}

/**
 * The register line's outcome when a file reaches its end (issue 32: the deed), in the file's
 * transaction (`deps.db`): an active line is ended on that day with the reason; a line already
 * closed keeps its own outcome (the register is never rewritten).
 */
export async function endMandateByDeal(
  deps: Pick<AppDeps, 'db'>,
  scope: MemberScope,
  { id, date, reason }: { id: string; date: string; reason: string },
): Promise<void> {
  const row = await repo.lockMandate(deps.db, scope.agencyId, id);
  if (row?.status !== 'active') return;
  await repo.closeMandate(deps.db, scope.agencyId, id, {
    status: 'ended',
    closedOn: date,
    closeReason: reason,
    closedBy: scope.userId,
  });
}

/** The site settings' facts the mandate must print (décret 72-678 art. 73; loi Hoguet), by label when missing. */
function agencyFactGaps(site: AgencySite): string[] {
  const l = mandateMessages.agencyFactLabels;
  const gaps: string[] = [];
  if (!site.legalForm) gaps.push(l.legalForm);
  if (!site.siren) gaps.push(l.siren);
  if (!site.cardNumber) gaps.push(l.cardNumber);
  if (!site.cardIssuer) gaps.push(l.cardIssuer);
  if (!site.guaranteeName || site.guaranteeAmount === null) gaps.push(l.guarantee);
  if (!site.insurerName || !site.insurerPolicy) gaps.push(l.insurer);
  return gaps;
}

/**
 * « Générer le mandat et le faire signer » (issue 30): the document is drawn from the register line
 * (its number already taken: FRENCH-RULES « Numbering before e-signature »), the agency's site
 * settings and the mandators, and its signature request opened, all in one transaction under the
 * line's lock: the member who draws it signs first for the agency, then each mandator in the
 * register's order. A request in progress, a countersigned or closed mandate: 409.
 */
export async function drawMandate(
  deps: AppDeps,
  scope: MemberScope,
  { id, ip, userAgent }: { id: string; ip: string | null; userAgent: string | null },
): Promise<Mandate> {
  if (!(await repo.findMandate(deps.db, scope.agencyId, id))) throw mandateNotFound();
  const [site, { agency, members }] = await Promise.all([
    getAgencySite(deps, scope),
    getAgencySettings(deps, scope),
  ]);
  const missing = agencyFactGaps(site);
  if (missing.length > 0) {
    throw new AppError('CONFLICT', mandateMessages.agencyFactsMissing(listInFrench(missing)));
  }
  const member = members.find((m) => m.id === scope.userId);
  const memberName = member ? `${member.firstName} ${member.lastName}`.trim() : scope.email;
  await deps.db.transaction(async (tx) => {
    const row = await repo.lockMandate(tx, scope.agencyId, id);
    if (!row) throw mandateNotFound();
    if (row.countersignedOn) throw new AppError('CONFLICT', mandateMessages.cannotDrawSigned);
    if (row.status !== 'active') throw new AppError('CONFLICT', mandateMessages.cannotDrawClosed);
    if (row.signatureRequestId) {
      const current = (await signatureSummaries({ db: tx }, scope.agencyId, [row.signatureRequestId])).get(
        row.signatureRequestId,
      );
      if (current?.status === 'completed') throw new AppError('CONFLICT', mandateMessages.cannotDrawSigned);
      if (current?.status === 'pending' || current?.status === 'sealing') {
        throw new AppError('CONFLICT', mandateMessages.signatureInProgress);
      }
    }
    const gaps = documentGaps(row);
    if (gaps.length > 0) throw new AppError('CONFLICT', mandateMessages.cannotDrawGaps(listInFrench(gaps)));
    const mandators = await repo.listMandators(tx, scope.agencyId, [row.id]);
    const signers = [];
    for (const m of mandators) {
      const contact = m.clientId ? await clientContact({ ...deps, db: tx }, scope, { id: m.clientId }) : null;
      if (!contact) throw new AppError('VALIDATION_FAILED', mandateMessages.mandatorGone);
      if (!contact.email?.trim()) {
        throw new AppError('VALIDATION_FAILED', mandateMessages.mandatorWithoutEmail(m.name));
      }
      signers.push({
        role: 'mandator' as const,
        name: m.name,
        email: contact.email.trim(),
        phone: contact.phone?.trim() || null,
        clientId: m.clientId,
      });
    }
    const document = await drawMandateDocument({
      number: row.number,
      activity: row.activity,
      kind: row.kind,
      object: row.object,
      registeredOn: row.registeredOn,
      propertyNature: row.propertyNature,
      propertyLocation: row.propertyLocation,
      price: row.price!,
      feeMode: row.feeMode!,
      feeAmount: row.feeAmount,
      feeRate: row.feeRate,
      feePayer: mandateMessages.feePayerLabels[row.feePayer!],
      feeTerms: row.feeTerms,
      startDate: row.startDate,
      endDate: row.endDate,
      durationMonths: row.durationMonths,
      retractionApplies: row.retractionApplies,
      agency: {
        name: agency.name,
        address: `${agency.address}, ${agency.zip} ${agency.city}`,
        legalForm: site.legalForm!,
        siren: site.siren!,
        cardNumber: site.cardNumber!,
        cardIssuer: site.cardIssuer!,
        guaranteeName: site.guaranteeName!,
        guaranteeAmount: site.guaranteeAmount!,
        insurerName: site.insurerName!,
        insurerPolicy: site.insurerPolicy!,
        signerName: memberName,
      },
      mandators: mandators.map((m) => ({ name: m.name, address: m.address })),
    });
    const request = await createSignatureRequest(
      deps,
      tx,
      scope,
      {
        documentKind: 'mandate',
        subjectId: row.id,
        title: mandateMessages.pageTitle(row.number),
        agencyName: agency.name,
        pdf: document.pdf,
        pageCount: document.pageCount,
        signers: [
          { role: 'agency', name: memberName, email: scope.email, phone: null, userId: scope.userId },
          ...signers,
        ],
        offersEarlyStart: row.retractionApplies,
      },
      { ip, userAgent },
    );
    await repo.updateSigning(tx, scope.agencyId, row.id, { signatureRequestId: request.id });
  });
  return getMandate(deps, scope, { id });
}

/**
 * « Enregistrer une rétractation » (loi Hamon): a retraction received within the 14 days closes the
 * line (cancelled, « Rétractation du mandant (loi Hamon) »); its number stays in the register.
 */
export async function recordRetraction(
  deps: AppDeps,
  scope: MemberScope,
  { id, input }: { id: string; input: RetractionFields },
): Promise<Mandate> {
  await deps.db.transaction(async (tx) => {
    const row = await repo.lockMandate(tx, scope.agencyId, id);
    if (!row) throw mandateNotFound();
    if (!row.retractionApplies) throw new AppError('CONFLICT', mandateMessages.retractionNotApplies);
    if (row.status !== 'active') throw new AppError('CONFLICT', mandateMessages.alreadyClosed);
    if (!row.countersignedOn || !row.retractionEndsOn) {
      throw new AppError('CONFLICT', mandateMessages.retractionNotStarted);
    }
    if (input.date > parisToday()) {
      throw new AppError('VALIDATION_FAILED', mandateMessages.closeInFuture, {
        date: mandateMessages.closeInFuture,
      });
    }
    if (input.date < row.countersignedOn) {
      throw new AppError('VALIDATION_FAILED', mandateMessages.retractionBeforeSignature, {
        date: mandateMessages.retractionBeforeSignature,
      });
    }
    if (input.date > row.retractionEndsOn) {
      throw new AppError('CONFLICT', mandateMessages.retractionTooLate(formatLongDate(row.retractionEndsOn)));
    }
    await repo.closeMandate(tx, scope.agencyId, id, {
      status: 'cancelled',
      closedOn: input.date,
      closeReason: mandateMessages.retractionReason,
      closedBy: scope.userId,
    });
    await repo.updateSigning(tx, scope.agencyId, id, { retractedOn: input.date });
  });
  return getMandate(deps, scope, { id });
}

/** The register for an inspection, as a file: XLSX for a spreadsheet, CSV for a program, PDF to print or send. */
export async function exportRegister(
  deps: AppDeps,
  scope: MemberScope,
  { format, activity, ip }: { format: RegisterExportFormat; activity: MandateActivity; ip: string },
): Promise<RegisterExport> {
  const [{ items }, { agency }] = await Promise.all([
    listRegister(deps, scope, { activity }),
    getAgencySettings(deps, scope),
  ]);
  await recordAccess(deps, scope, { kind: 'register_export', ip, detail: `${activity} ${format}` });
  const printedOn = parisToday();
  if (format === 'csv') return registerCsv({ activity, items, printedOn });
  if (format === 'xlsx') return registerXlsx({ activity, items, printedOn });
  return registerPdf({ activity, items, printedOn, agencyName: agency.name });
}

/**
 * Both registers with their lines, as CSV, XLSX and PDF, for the agency export (which records its own
 * download in the access log).
 */
export async function registersForExport(deps: AppDeps, scope: MemberScope) {
  const { agency } = await getAgencySettings(deps, scope);
  const printedOn = parisToday();
  const registers = [];
  for (const activity of MANDATE_ACTIVITIES) {
    const { items } = await listRegister(deps, scope, { activity });
    registers.push({
      activity,
      items,
      files: [
        registerCsv({ activity, items, printedOn }),
        await registerXlsx({ activity, items, printedOn }),
        await registerPdf({ activity, items, printedOn, agencyName: agency.name }),
      ],
    });
  }
  return registers;
}

/**
 * The transaction mandate in force for each property, as the portal export writes it: register
 * number, exclusivity, date of the mandate. Of a property's active lines, the one whose period holds
 * today wins (an exclusive mandate runs alone, so it is the one), then the latest registered: a
 * mandate signed for later never hides the exclusive mandate running now.
 */
export async function transactionMandatesInForce(deps: Pick<AppDeps, 'db'>, scope: MemberScope) {
  const rows = await repo.listActiveTransactionMandates(deps.db, scope.agencyId);
  const today = parisToday();
  const holdsToday = (row: repo.MandateRow) => row.startDate <= today && today <= row.endDate;
  const chosen = new Map<string, repo.MandateRow>();
  for (const row of rows) {
    if (!row.propertyId) continue;
    const current = chosen.get(row.propertyId);
    // Rows come in register order, so a later line replaces an earlier one unless only that one holds today.
    if (!current || holdsToday(row) || !holdsToday(current)) chosen.set(row.propertyId, row);
  }
  const byProperty = new Map<string, { number: number; exclusive: boolean; date: string }>();
  for (const [propertyId, row] of chosen) {
    byProperty.set(propertyId, {
      number: row.number,
      exclusive: row.kind === 'exclusif',
      date: row.startDate,
    });
  }
  return byProperty;
}

/**
 * The transaction mandate in force on one property, with its mandators (issue 30: the visit slip
 * prints its number, the owner notices go to its mandators); chosen as `transactionMandatesInForce`
 * does. Null when the property has none.
 */
export async function transactionMandateInForceOf(
  deps: Pick<AppDeps, 'db'>,
  scope: Pick<MemberScope, 'agencyId'>,
  { propertyId }: { propertyId: string },
): Promise<Mandate | null> {
  const rows = (await repo.listActiveTransactionMandates(deps.db, scope.agencyId)).filter(
    (row) => row.propertyId === propertyId,
  );
  const today = parisToday();
  const holdsToday = (row: repo.MandateRow) => row.startDate <= today && today <= row.endDate;
  let chosen: repo.MandateRow | undefined;
  for (const row of rows) if (!chosen || holdsToday(row) || !holdsToday(chosen)) chosen = row;
  if (!chosen) return null;
  return (await withMandators(deps, scope, [chosen]))[0]!;
}
