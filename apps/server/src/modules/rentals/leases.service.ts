import {
  DEPOSIT_MONTHS,
  depositCapCents,
  formatInvoiceAmount,
  type IrlArea,
  type LeaseDetail,
  type LeaseKind,
  type LeaseListItem,
  type LeasePropertyFacts,
  type LeaseStatus,
  irlPublishedOn,
  type leaseInputSchema,
  leaseMessages as lm,
  leaseSigningMessages as sm,
  type leaseTermsInputSchema,
  parisToday,
} from '@immopilote/contracts';
import type { z } from 'zod';
import type { MemberScope } from '../../auth/context';
import type { DbOrTx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../errors';
import { objectKey } from '../../storage/storage';
import { getAgencySettings } from '../agency/agency.service';
import { getAgencySite } from '../agency/agency-site.service';
import { createSignatureRequest, signatureSummaries } from '../signatures/signature-requests';
import { drawLeaseDocument, type LeaseDocumentFacts } from './lease-document';
import { findLease, findLeaseParties, type LeasePartyRow, type LeaseRow } from './lease-lookup.repo';
import * as repo from './leases.repo';

/**
 * Leases (issue 34): the base of rental management. A lease is made on a rental listing that has a
 * management mandate in force (its mandators are the landlords), with tenants and guarantors from
 * the directory (copied: the lease outlives them). Its terms change for the next rent calls only,
 * until it is sent for signature; its document is drawn at creation and again after each change.
 */

type LeaseInput = z.output<typeof leaseInputSchema>;
type LeaseTerms = z.output<typeof leaseTermsInputSchema>;

export const LEASE_BUCKET = 'leases' as const;

const leaseNotFound = () => notFound(lm.notFound);
const propertyNotFound = () => notFound(lm.propertyNotFound);

function invalid(fieldErrors: Record<string, string>): AppError {
  return new AppError('VALIDATION_FAILED', Object.values(fieldErrors)[0]!, fieldErrors);
}

/** The IRL series a dwelling's rent follows, from its postcode: overseas (97x, 98x), Corsica (20x, 2A, 2B), else mainland. */
export function irlAreaOf(zip: string): IrlArea {
  const code = zip.trim().toUpperCase();
  if (/^9[78]/.test(code)) return 'outre_mer';
  if (/^(20|2A|2B)/.test(code)) return 'corse';
  return 'metropole';
}

/** The last IRL quarter published on `date`: a lease's reference quarter when it names none. */
export function lastPublishedQuarter(date: string): number {
  const year = Number(date.slice(0, 4));
  for (const candidate of [
    { year, quarter: 4 },
    { year, quarter: 3 },
    { year, quarter: 2 },
    { year, quarter: 1 },
    { year: year - 1, quarter: 4 },
  ]) {
    if (irlPublishedOn(candidate) <= date) return candidate.quarter;
  }
  return 3;
}

/** The deposit's cap as the error names it: « deux mois de loyer hors charges (1 600,00 €) ». */
function depositError(kind: LeaseKind, rentCents: number): string {
  if (kind === 'mobilite') return lm.depositForbidden;
  return lm.depositCap(
    lm.kindsOf[kind],
    lm.depositMonths[DEPOSIT_MONTHS[kind]]!,
    formatInvoiceAmount(depositCapCents(kind, rentCents)),
  );
}

/**
 * The terms as the lease stores them, or the field errors: duration by kind (nu ≥ 36 months, meublé
 * ≥ 12 or 9 for a student, mobilité 1 to 10), the deposit's cap, and the rent-control figures where
 * the property is under rent control (elsewhere they are dropped).
 */
export function resolveTerms(
  kind: LeaseKind,
  property: { rentControlled: boolean; energyClass: repo.PropertyRow['dpeClass'] },
  t: LeaseTerms,
): repo.LeaseTerms {
  const errors: Record<string, string> = {};
  const minMonths = kind === 'nu' ? 36 : kind === 'meuble' ? (t.student ? 9 : 12) : 1;
  const maxMonths = kind === 'mobilite' ? 10 : 120;
  if (t.durationMonths < minMonths || t.durationMonths > maxMonths) {
    errors.durationMonths =
      kind === 'nu' ? lm.durationNu : kind === 'meuble' ? lm.durationMeuble : lm.durationMobilite;
  }
  if (t.deposit > depositCapCents(kind, t.rent)) errors.deposit = depositError(kind, t.rent);
  const supplement = property.rentControlled ? (t.rentSupplement ?? 0) : 0;
  if (property.rentControlled) {
    if (t.referenceRent === null) errors.referenceRent = lm.referenceRentRequired;
    if (t.increasedReferenceRent === null) errors.increasedReferenceRent = lm.increasedReferenceRequired;
    else if (t.referenceRent !== null && t.increasedReferenceRent < t.referenceRent) {
      errors.increasedReferenceRent = lm.increasedBelowReference;
    }
    if (supplement >= t.rent) errors.rentSupplement = lm.amountInvalid;
    else if (t.increasedReferenceRent !== null && t.rent - supplement > t.increasedReferenceRent) {
      errors.rent = lm.rentOverIncreased(formatInvoiceAmount(t.increasedReferenceRent));
    }
    if (supplement > 0 && !t.rentSupplementReason) errors.rentSupplementReason = lm.supplementReasonRequired;
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return {
    startOn: t.startOn,
    durationMonths: t.durationMonths,
    rentCents: t.rent,
    chargesCents: t.charges,
    chargesMode: t.chargesMode,
    depositCents: t.deposit,
    paymentDay: t.paymentDay,
    hasRevisionClause: t.hasRevisionClause,
    referenceQuarter: t.hasRevisionClause ? (t.referenceQuarter ?? lastPublishedQuarter(t.startOn)) : null,
    energyClass: t.energyClass ?? property.energyClass ?? null,
    rentControlled: property.rentControlled,
    referenceRentCents: property.rentControlled ? t.referenceRent : null,
    increasedReferenceRentCents: property.rentControlled ? t.increasedReferenceRent : null,
    rentSupplementCents: supplement > 0 ? supplement : null,
    rentSupplementReason: supplement > 0 ? t.rentSupplementReason : null,
    managementFeeBp: t.managementFeePercent,
  };
}

/** The database's own deposit cap (a CHECK) answers in the same French as the rule above, never a 500. */
function isDepositCapViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const pg = e as { code?: string; constraint?: string; message?: string };
    if (pg.code === '23514') {
      return pg.constraint === 'leases_deposit_cap' || (pg.message ?? '').includes('leases_deposit_cap');
    }
  }
  return false;
}

export function toLeaseDetail(row: LeaseRow, parties: readonly LeasePartyRow[]): LeaseDetail {
  return {
    id: row.id,
    propertyId: row.propertyId,
    propertyLabel: row.propertyLabel,
    propertyAddress: row.propertyAddress,
    mandateId: row.mandateId,
    kind: row.kind,
    status: row.status,
    startOn: row.startOn,
    durationMonths: row.durationMonths,
    rentCents: row.rentCents,
    chargesCents: row.chargesCents,
    chargesMode: row.chargesMode,
    depositCents: row.depositCents,
    paymentDay: row.paymentDay,
    hasRevisionClause: row.hasRevisionClause,
    referenceQuarter: row.referenceQuarter,
    revisionMonthDay: row.revisionMonthDay,
    irlArea: row.irlArea,
    energyClass: row.energyClass,
    rentControlled: row.rentControlled,
    referenceRentCents: row.referenceRentCents,
    increasedReferenceRentCents: row.increasedReferenceRentCents,
    rentSupplementCents: row.rentSupplementCents,
    rentSupplementReason: row.rentSupplementReason,
    managementFeeBp: row.managementFeeBp,
    hasDocument: row.documentKey !== null,
    signatureRequestId: row.signatureRequestId,
    endedOn: row.endedOn,
    keysReturnedOn: row.keysReturnedOn,
    entryInspectionId: row.entryInspectionId,
    exitInspectionId: row.exitInspectionId,
    exitMatchesEntry: row.exitMatchesEntry,
    depositReturnedOn: row.depositReturnedOn,
    depositReturnedCents: row.depositReturnedCents,
    depositDeductions: row.depositDeductions,
    parties: parties.map((p) => ({
      id: p.id,
      role: p.role,
      clientId: p.clientId,
      name: p.name,
      email: p.email,
      address: p.address,
      guarantorOf: p.guarantorOf,
      electronicDelivery: p.electronicDelivery,
    })),
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listLeases(
  deps: Pick<AppDeps, 'db'>,
  scope: MemberScope,
  query: { status?: LeaseStatus },
): Promise<{ items: LeaseListItem[] }> {
  const { rows, tenants } = await repo.listLeases(deps.db, scope.agencyId, query.status);
  return {
    items: rows.map((r) => ({
      id: r.id,
      propertyId: r.propertyId,
      propertyLabel: r.propertyLabel,
      kind: r.kind,
      status: r.status,
      tenants: tenants.filter((t) => t.leaseId === r.id).map((t) => t.name),
      rentCents: r.rentCents,
      chargesCents: r.chargesCents,
      startOn: r.startOn,
      signatureRequestId: r.signatureRequestId,
    })),
  };
}

export async function getLease(deps: Pick<AppDeps, 'db'>, scope: MemberScope, { id }: { id: string }) {
  const row = await findLease(deps.db, scope.agencyId, id);
  return toLeaseDetail(row, await findLeaseParties(deps.db, scope.agencyId, id));
}

export async function leasePropertyOptions(deps: Pick<AppDeps, 'db'>, scope: MemberScope) {
  const rows = await repo.listRentalProperties(deps.db, scope.agencyId);
  return { items: rows.map((r) => ({ id: r.id, label: `${r.name} — ${r.city}` })) };
}

const addressOf = (p: repo.PropertyRow) => `${p.address}, ${p.zip} ${p.city}`;

export async function leasePropertyFacts(
  deps: Pick<AppDeps, 'db'>,
  scope: MemberScope,
  { id }: { id: string },
): Promise<LeasePropertyFacts> {
  const property = await repo.findProperty(deps.db, scope.agencyId, id);
  if (!property) throw propertyNotFound();
  const [management, active] = await Promise.all([
    repo.findManagementMandate(deps.db, scope.agencyId, id),
    repo.findActiveLeaseOf(deps.db, scope.agencyId, id),
  ]);
  const isRental = property.type === 'Location';
  return {
    propertyId: property.id,
    label: property.name,
    address: addressOf(property),
    isRental,
    furnished: property.furnished,
    rentCents: isRental ? Math.round(property.price * 100) : null,
    chargesCents: isRental && property.charges !== null ? Math.round(property.charges * 100) : null,
    rentControlled: property.rentControlled === true,
    irlArea: irlAreaOf(property.zip),
    energyClass: property.dpeClass,
    mandate: management
      ? {
          id: management.mandate.id,
          number: String(management.mandate.number),
          landlords: management.mandators.map((m) => m.name),
        }
      : null,
    hasActiveLease: active !== null,
  };
}

/** The agency's facts as the lease prints them (missing ones print « non renseigné »). */
async function agencyFacts(deps: AppDeps, scope: MemberScope): Promise<LeaseDocumentFacts['agency']> {
  const [site, { agency }] = await Promise.all([getAgencySite(deps, scope), getAgencySettings(deps, scope)]);
  return {
    name: agency.name,
    address: [agency.address, [agency.zip, agency.city].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    legalForm: site.legalForm,
    siren: site.siren,
    cardNumber: site.cardNumber,
    cardIssuer: site.cardIssuer,
    guaranteeName: site.guaranteeName,
    guaranteeAmount: site.guaranteeAmount,
  };
}

/**
 * Draws the lease from its rows and stores it under a new key, in the caller's transaction: the
 * row names the new file only if the transaction commits (a rolled-back one leaves an orphan the
 * sweep removes); the file it replaces is removed after the commit by the caller.
 */
async function storeDocument(
  deps: AppDeps,
  tx: DbOrTx,
  agencyId: string,
  agency: LeaseDocumentFacts['agency'],
  row: LeaseRow,
  parties: readonly LeasePartyRow[],
  mandateNumber: string | null,
) {
  const document = await drawLeaseDocument(documentFacts(row, parties, agency, mandateNumber));
  const key = objectKey(agencyId, row.id, `bail-${crypto.randomUUID()}.pdf`);
  await deps.storage.put(LEASE_BUCKET, key, document.pdf, 'application/pdf');
  await repo.updateLease(tx, agencyId, row.id, { documentKey: key });
  return { ...document, key };
}

function documentFacts(
  row: LeaseRow,
  parties: readonly LeasePartyRow[],
  agency: LeaseDocumentFacts['agency'],
  mandateNumber: string | null,
): LeaseDocumentFacts {
  const of = (role: LeasePartyRow['role']) => parties.filter((p) => p.role === role);
  return {
    ...row,
    mandateNumber,
    drawnOn: parisToday(),
    agency,
    landlords: of('landlord').map((p) => ({ name: p.name, address: p.address })),
    tenants: of('tenant').map((p) => ({
      id: p.id,
      name: p.name,
      email: p.email,
      address: p.address,
      electronicDelivery: p.electronicDelivery,
    })),
    guarantors: of('guarantor').map((p) => ({
      name: p.name,
      address: p.address,
      guarantorOf: p.guarantorOf,
    })),
  };
}

async function mandateNumberOf(db: DbOrTx, agencyId: string, row: LeaseRow) {
  if (!row.propertyId || !row.mandateId) return null;
  const management = await repo.findManagementMandate(db, agencyId, row.propertyId);
  return management?.mandate.id === row.mandateId ? String(management.mandate.number) : null;
}

export async function createLease(
  deps: AppDeps,
  scope: MemberScope,
  input: LeaseInput,
): Promise<LeaseDetail> {
  const property = await repo.findProperty(deps.db, scope.agencyId, input.propertyId);
  if (!property) throw propertyNotFound();
  if (property.type !== 'Location') throw invalid({ propertyId: lm.notARental });
  const terms = resolveTerms(
    input.kind,
    { rentControlled: property.rentControlled === true, energyClass: property.dpeClass },
    input,
  );

  const tenantIds = input.tenants.map((t) => t.clientId);
  const guarantorIds = input.guarantors.map((g) => g.clientId);
  const partyErrors: Record<string, string> = {};
  tenantIds.forEach((id, i) => {
    if (tenantIds.indexOf(id) !== i) partyErrors[`tenants.${i}.clientId`] = lm.tenantDuplicate;
  });
  input.guarantors.forEach((g, i) => {
    if (tenantIds.includes(g.clientId)) partyErrors[`guarantors.${i}.clientId`] = lm.guarantorIsTenant;
    else if (guarantorIds.indexOf(g.clientId) !== i)
      partyErrors[`guarantors.${i}.clientId`] = lm.tenantDuplicate;
    else if (!tenantIds.includes(g.guarantorOf))
      partyErrors[`guarantors.${i}.guarantorOf`] = lm.guarantorOfInvalid;
  });
  if (Object.keys(partyErrors).length > 0) throw invalid(partyErrors);
  const clientRows = await repo.findClients(deps.db, scope.agencyId, [...tenantIds, ...guarantorIds]);
  const client = (id: string) => {
    const row = clientRows.find((c) => c.id === id);
    if (!row) throw notFound(lm.clientNotFound);
    return row;
  };
  for (const id of [...tenantIds, ...guarantorIds]) client(id);

  const agency = await agencyFacts(deps, scope);
  const id = crypto.randomUUID();
  try {
    await deps.db.transaction(async (tx) => {
      // One active lease per property: the property's row lock queues two creations, the second
      // sees the first one's lease.
      const locked = await repo.lockProperty(tx, scope.agencyId, property.id);
      if (!locked) throw propertyNotFound();
      if (await repo.findActiveLeaseOf(tx, scope.agencyId, property.id)) {
        throw new AppError('CONFLICT', lm.activeLeaseExists, { propertyId: lm.activeLeaseExists });
      }
      const management = await repo.findManagementMandate(tx, scope.agencyId, property.id);
      if (!management || management.mandators.length === 0)
        throw invalid({ propertyId: lm.noManagementMandate });
      const row = await repo.insertLease(tx, scope.agencyId, {
        id,
        propertyId: property.id,
        propertyLabel: property.name,
        propertyAddress: addressOf(locked),
        mandateId: management.mandate.id,
        kind: input.kind,
        irlArea: irlAreaOf(locked.zip),
        createdBy: scope.userId,
        ...terms,
      } as repo.NewLease);
      // The landlords' e-mails, for the sealed copy they receive without signing (the agency signs for them).
      const landlordClients = await repo.findClients(
        tx,
        scope.agencyId,
        management.mandators.flatMap((m) => (m.clientId ? [m.clientId] : [])),
      );
      const tenantPartyIds = new Map(tenantIds.map((clientId) => [clientId, crypto.randomUUID()]));
      const parties = await repo.insertParties(tx, scope.agencyId, id, [
        ...input.tenants.map((t, i) => {
          const c = client(t.clientId);
          return {
            id: tenantPartyIds.get(t.clientId)!,
            role: 'tenant' as const,
            position: i + 1,
            clientId: c.id,
            name: c.fullName,
            email: c.email,
            address: c.address,
            electronicDelivery: t.electronicDelivery,
          };
        }),
        ...input.guarantors.map((g, i) => {
          const c = client(g.clientId);
          return {
            role: 'guarantor' as const,
            position: i + 1,
            clientId: c.id,
            name: c.fullName,
            email: c.email,
            address: c.address,
            guarantorOf: tenantPartyIds.get(g.guarantorOf)!,
          };
        }),
        ...management.mandators.map((m, i) => ({
          role: 'landlord' as const,
          position: i + 1,
          clientId: m.clientId,
          name: m.name,
          email: landlordClients.find((c) => c.id === m.clientId)?.email ?? null,
          address: m.address,
        })),
      ]);
      await storeDocument(deps, tx, scope.agencyId, agency, row, parties, String(management.mandate.number));
    });
  } catch (err) {
    if (isDepositCapViolation(err)) throw invalid({ deposit: depositError(input.kind, input.rent) });
    throw err;
  }
  return getLease(deps, scope, { id });
}

/** Whether a request still holds the lease's terms: pending, sealing or completed. */
async function signatureHolds(db: DbOrTx, agencyId: string, requestId: string | null) {
  if (!requestId) return false;
  const summary = (await signatureSummaries({ db }, agencyId, [requestId])).get(requestId);
  return summary !== undefined && ['pending', 'sealing', 'completed'].includes(summary.status);
}

/**
 * The terms for the next rent calls (a rent call already issued keeps its amounts); the document is
 * drawn again. Refused once the lease is sent for signature, or ended.
 */
export async function updateLease(
  deps: AppDeps,
  scope: MemberScope,
  { id, input }: { id: string; input: LeaseTerms },
): Promise<LeaseDetail> {
  const current = await findLease(deps.db, scope.agencyId, id);
  const property = current.propertyId
    ? await repo.findProperty(deps.db, scope.agencyId, current.propertyId)
    : null;
  const terms = resolveTerms(
    current.kind,
    { rentControlled: current.rentControlled, energyClass: property?.dpeClass ?? current.energyClass },
    input,
  );
  const agency = await agencyFacts(deps, scope);
  let replaced: string | null = null;
  try {
    await deps.db.transaction(async (tx) => {
      const row = await repo.lockLease(tx, scope.agencyId, id);
      if (!row) throw leaseNotFound();
      if (row.status === 'ended') throw new AppError('CONFLICT', lm.ended);
      if (await signatureHolds(tx, scope.agencyId, row.signatureRequestId))
        throw new AppError('CONFLICT', lm.frozen);
      await repo.updateLease(tx, scope.agencyId, id, terms);
      const updated = await findLease(tx, scope.agencyId, id);
      const parties = await findLeaseParties(tx, scope.agencyId, id);
      await storeDocument(
        deps,
        tx,
        scope.agencyId,
        agency,
        updated,
        parties,
        await mandateNumberOf(tx, scope.agencyId, row),
      );
      replaced = row.documentKey;
    });
  } catch (err) {
    if (isDepositCapViolation(err)) throw invalid({ deposit: depositError(current.kind, input.rent) });
    throw err;
  }
  if (replaced) await deps.storage.delete(LEASE_BUCKET, [replaced]);
  return getLease(deps, scope, { id });
}

export async function leaseDocument(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  scope: MemberScope,
  { id }: { id: string },
): Promise<{ body: Buffer; fileName: string }> {
  const row = await findLease(deps.db, scope.agencyId, id);
  if (!row.documentKey) throw notFound(lm.noDocument);
  const stored = await deps.storage.get(LEASE_BUCKET, row.documentKey);
  if (!stored) throw notFound(lm.noDocument);
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(chunk as Buffer);
  return { body: Buffer.concat(chunks), fileName: lm.fileName(row.propertyLabel, row.startOn) };
}

/**
 * « Envoyer à la signature »: the document is drawn again as it stands and the request opened in one
 * transaction under the lease's lock: the member signs first for the landlords (the agency holds the
 * management mandate), then each tenant in the lease's order.
 */
export async function signLease(
  deps: AppDeps,
  scope: MemberScope,
  { id, ip, userAgent }: { id: string; ip: string | null; userAgent: string | null },
): Promise<LeaseDetail> {
  await findLease(deps.db, scope.agencyId, id);
  const agency = await agencyFacts(deps, scope);
  const { members } = await getAgencySettings(deps, scope);
  const member = members.find((m) => m.id === scope.userId);
  const memberName = member ? `${member.firstName} ${member.lastName}`.trim() : scope.email;
  let replaced: string | null = null;
  await deps.db.transaction(async (tx) => {
    const row = await repo.lockLease(tx, scope.agencyId, id);
    if (!row) throw leaseNotFound();
    if (row.status === 'ended') throw new AppError('CONFLICT', lm.ended);
    if (await signatureHolds(tx, scope.agencyId, row.signatureRequestId))
      throw new AppError('CONFLICT', sm.alreadySent);
    const parties = await findLeaseParties(tx, scope.agencyId, id);
    // The guarantors commit by their own deed (acte de cautionnement, art. 22-1), not on the lease.
    const signing = parties.filter((p) => p.role === 'tenant');
    for (const p of signing) {
      if (!p.clientId) throw new AppError('CONFLICT', sm.partyGone);
      if (!p.email?.trim()) throw new AppError('CONFLICT', sm.signerWithoutEmail(p.name));
    }
    const document = await storeDocument(
      deps,
      tx,
      scope.agencyId,
      agency,
      row,
      parties,
      await mandateNumberOf(tx, scope.agencyId, row),
    );
    replaced = row.documentKey;
    const request = await createSignatureRequest(
      deps,
      tx,
      scope,
      {
        documentKind: 'lease',
        subjectId: row.id,
        title: sm.requestTitle(row.propertyLabel),
        agencyName: agency.name,
        pdf: document.pdf,
        pageCount: document.pageCount,
        signers: [
          { role: 'agency', name: memberName, email: scope.email, phone: null, userId: scope.userId },
          ...signing.map((p) => ({
            role: 'tenant' as const,
            name: p.name,
            email: p.email!.trim(),
            phone: null,
            clientId: p.clientId,
          })),
        ],
      },
      { ip, userAgent },
    );
    await repo.updateLease(tx, scope.agencyId, id, { signatureRequestId: request.id });
  });
  if (replaced) await deps.storage.delete(LEASE_BUCKET, [replaced]);
  return getLease(deps, scope, { id });
}
