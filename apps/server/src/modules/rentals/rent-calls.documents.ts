import { rentMessages } from '@immopilote/contracts';
import type { MemberScope } from '../../auth/context';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { objectKey } from '../../storage/storage';
import { findLease, findLeaseParties, type LeasePartyRow, type LeaseRow } from './lease-lookup.repo';
import { renderRentCallPdf } from './rent-calls.pdf';
import * as repo from './rent-calls.repo';
import { daysOfCall } from './rent-calls.schedule';
import { mandataryOf, monthLabel, namesOf, RENT_CALL_BUCKET, readStored } from './rent-documents';

const callNotFound = () => new AppError('NOT_FOUND', rentMessages.errors.callNotFound);

type Mandatary = Awaited<ReturnType<typeof mandataryOf>>;

type LeaseFacts = { lease: LeaseRow; parties: LeasePartyRow[] };

/**
 * Draws and stores a call's PDF from what its row copied, under a key fixed by the call: a run
 * killed between the store and the note draws it again under the same key.
 */
async function drawCall(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  row: repo.RentCallRow,
  { lease, parties }: LeaseFacts,
  mandatary: Mandatary,
): Promise<string> {
  const pdf = await renderRentCallPdf({
    month: monthLabel(row.period),
    days: daysOfCall(lease, row.period),
    issuedOn: row.createdAt.toISOString().slice(0, 10),
    dueOn: row.dueOn,
    landlords: namesOf(parties, 'landlord'),
    mandatary,
    tenants: namesOf(parties, 'tenant'),
    propertyLabel: lease.propertyLabel,
    propertyAddress: lease.propertyAddress,
    rentCents: row.rentCents,
    chargesCents: row.chargesCents,
    chargesMode: lease.chargesMode,
  });
  const key = objectKey(row.agencyId, row.id, rentMessages.pdf.callFileName(row.period.slice(0, 7)));
  await deps.storage.put(RENT_CALL_BUCKET, key, pdf, 'application/pdf');
  await repo.setCallPdf(deps.db, row.agencyId, row.id, key);
  return key;
}

export async function ensureCallPdf(deps: Pick<AppDeps, 'db' | 'storage'>, agencyId: string, callId: string) {
  const row = await repo.findCall(deps.db, agencyId, callId);
  if (!row) throw callNotFound();
  if (row.pdfKey) return { row, key: row.pdfKey };
  const [lease, parties] = await Promise.all([
    findLease(deps.db, agencyId, row.leaseId),
    findLeaseParties(deps.db, agencyId, row.leaseId),
  ]);
  return { row, key: await drawCall(deps, row, { lease, parties }, await mandataryOf(deps, agencyId)) };
}

/** Draws every call still without its PDF (this run's, or a killed run's); how many. */
export async function drawPendingCalls(deps: Pick<AppDeps, 'db' | 'storage'>, agencyId: string) {
  let drawn = 0;
  const mandatary = await mandataryOf(deps, agencyId);
  for (;;) {
    const batch = await repo.listCallsWithoutPdf(deps.db, agencyId, 100);
    if (batch.length === 0) return drawn;
    const { leaseRows, partyRows } = await repo.leasesWithParties(
      deps.db,
      agencyId,
      batch.map((c) => c.leaseId),
    );
    const facts = new Map<string, LeaseFacts>(leaseRows.map((lease) => [lease.id, { lease, parties: [] }]));
    for (const party of partyRows) facts.get(party.leaseId)?.parties.push(party);
    for (const row of batch) await drawCall(deps, row, facts.get(row.leaseId)!, mandatary);
    drawn += batch.length;
  }
}

/** The call's PDF as stored, for this agency only. */
export async function callPdf(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  scope: Pick<MemberScope, 'agencyId'>,
  id: string,
): Promise<{ body: Buffer; fileName: string }> {
  const { row, key } = await ensureCallPdf(deps, scope.agencyId, id);
  const body = await readStored(deps, RENT_CALL_BUCKET, key);
  if (!body) throw callNotFound();
  return { body, fileName: rentMessages.pdf.callFileName(row.period.slice(0, 7)) };
}
