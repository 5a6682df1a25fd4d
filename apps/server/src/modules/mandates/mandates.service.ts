import {
  addMonthsToDate,
  type Mandate,
  type MandateActivity,
  type MandateFormOptions,
  type MandateKind,
  type mandateCloseSchema,
  type mandateInputSchema,
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

type MandateFields = z.output<typeof mandateInputSchema>;
type CloseFields = z.output<typeof mandateCloseSchema>;

const mandateNotFound = () => notFound(mandateMessages.notFound);

/** The register's « objet »: what the agency is mandated to do with the property. */
function objectOf(activity: MandateActivity, propertyType: PropertyType): string {
  if (activity === 'gestion') return mandateMessages.objectManagement;
  return propertyType === 'Vente' ? mandateMessages.objectSale : mandateMessages.objectRental;
}

function toMandates(rows: repo.MandateRow[], mandators: repo.MandatorRow[]): Mandate[] {
  const byMandate = new Map<string, repo.MandatorRow[]>();
  for (const m of mandators) byMandate.set(m.mandateId, [...(byMandate.get(m.mandateId) ?? []), m]);
  return rows.map((row) => ({
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
  }));
}

async function withMandators(deps: Pick<AppDeps, 'db'>, scope: MemberScope, rows: repo.MandateRow[]) {
  const mandators = await repo.listMandators(
    deps.db,
    scope.agencyId,
    rows.map((r) => r.id),
  );
  return toMandates(rows, mandators);
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
  const mandators = await repo.listMandators(deps.db, scope.agencyId, [chosen.id]);
  return toMandates([chosen], mandators)[0]!;
}
