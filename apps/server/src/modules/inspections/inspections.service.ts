import {
  holdsPermission,
  INSPECTION_PHOTOS_MAX,
  type Inspection,
  type InspectionContent,
  type InspectionDefaults,
  type InspectionList,
  type InspectionParty,
  type InspectionSummary,
  inspectionMessages,
  type inspectionCreateSchema,
  type inspectionSaveSchema,
} from '@immopilote/contracts';
import type { z } from 'zod';
import type { MemberScope } from '../../auth/context';
import type { AppDeps } from '../../deps';
import { AppError, notFound } from '../../errors';
import { clientContact } from '../clients/clients.service';
import { transactionMandateInForceOf } from '../mandates/mandates.service';
import { getAgencyProperty, propertySummary } from '../properties/properties.service';
import { signatureSummaries } from '../signatures/signature-requests';
import { inspectionChanges } from './inspection-changes';
import {
  clientIdsOf,
  defaultsOf,
  exitContentFrom,
  newInspectionContent,
  photoIdsOf,
} from './inspection-content';
import { INSPECTION_BUCKET, removeInspectionFiles, replacedContentKey } from './inspection-files';
import * as repo from './inspections.repo';

const m = inspectionMessages.errors;
const inspectionNotFound = () => notFound(m.notFound);

/** The inspection of the agency with the name of its last editor; 404 for another agency's. */
export async function requireInspection(deps: Pick<AppDeps, 'db'>, scope: MemberScope, id: string) {
  const row = await repo.findInspection(deps.db, scope.agencyId, id);
  if (!row) throw inspectionNotFound();
  return row;
}

export function toInspectionSummary(row: repo.InspectionRow): InspectionSummary {
  return {
    id: row.id,
    propertyId: row.propertyId,
    kind: row.kind,
    status: row.status,
    inspectionDate: row.inspectionDate,
    tenantNames: row.content.tenants.map((t) => t.name.trim()).filter((name) => name !== ''),
    signedAt: row.signedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const toPhoto = (p: repo.InspectionPhotoRow) => ({
  id: p.id,
  width: p.width,
  height: p.height,
  bytes: p.bytes,
});

export async function getInspection(
  deps: Pick<AppDeps, 'db'>,
  scope: MemberScope,
  { id }: { id: string },
): Promise<Inspection> {
  const row = await requireInspection(deps, scope, id);
  const [photos, entry, signatures] = await Promise.all([
    repo.listPhotos(deps.db, scope.agencyId, row.id),
    row.kind === 'exit' && row.entryInspectionId
      ? repo.findInspection(deps.db, scope.agencyId, row.entryInspectionId)
      : null,
    row.signatureRequestId
      ? signatureSummaries(deps, scope.agencyId, [row.signatureRequestId])
      : new Map<string, never>(),
  ]);
  return {
    ...toInspectionSummary(row),
    propertyLabel: row.propertyLabel,
    propertyAddress: row.propertyAddress,
    furnished: row.furnished,
    version: row.version,
    updatedByName: row.updatedByName,
    content: row.content,
    photos: photos.map(toPhoto),
    entry: entry ? { id: entry.id, inspectionDate: entry.inspectionDate, content: entry.content } : null,
    changes: row.kind === 'exit' ? inspectionChanges(entry?.content ?? null, row.content) : [],
    signature: row.signatureRequestId ? (signatures.get(row.signatureRequestId) ?? null) : null,
  };
}

/** The property's inspections, latest first: its history shows them beside its other entries. */
export async function listPropertyInspections(
  deps: AppDeps,
  scope: MemberScope,
  { propertyId }: { propertyId: string },
): Promise<InspectionList> {
  await propertySummary(deps, scope, { id: propertyId });
  const rows = await repo.listPropertyInspections(deps.db, scope.agencyId, propertyId);
  return { items: rows.map(toInspectionSummary) };
}

/**
 * The landlord as the transaction mandate in force names its first mandator (a rental's mandate is
 * a transaction mandate, loi Hoguet); the directory's e-mail and phone only for a member who may
 * read the directory.
 */
async function landlordOf(
  deps: AppDeps,
  scope: MemberScope,
  propertyId: string,
): Promise<InspectionParty | null> {
  const mandate = await transactionMandateInForceOf(deps, scope, { propertyId });
  const mandator = mandate?.mandators[0];
  if (!mandator) return null;
  const contact =
    mandator.clientId && holdsPermission(scope, 'client_directory')
      ? await clientContact(deps, scope, { id: mandator.clientId })
      : null;
  return {
    clientId: mandator.clientId,
    name: mandator.name,
    email: contact?.email || null,
    phone: contact?.phone || null,
    address: mandator.address,
  };
}

/** The entry an exit follows: the one named (an entry of the same property), else the latest signed. */
async function entryToFollow(
  deps: AppDeps,
  scope: MemberScope,
  propertyId: string,
  entryInspectionId: string | null | undefined,
) {
  if (!entryInspectionId) return repo.findLatestSignedEntry(deps.db, scope.agencyId, propertyId);
  const entry = await repo.findInspection(deps.db, scope.agencyId, entryInspectionId);
  if (!entry) throw notFound(m.entryNotFound);
  if (entry.kind !== 'entry' || entry.propertyId !== propertyId) {
    throw new AppError('VALIDATION_FAILED', m.entryMustBeEntry, { entryInspectionId: m.entryMustBeEntry });
  }
  return entry;
}

/**
 * A new inspection of a rental: an entry laid out from the property's facts and the agency's
 * elements; an exit copied from its entry with the same ids, or laid out anew without one.
 */
export async function createInspection(
  deps: AppDeps,
  scope: MemberScope,
  { propertyId, input }: { propertyId: string; input: z.output<typeof inspectionCreateSchema> },
): Promise<Inspection> {
  const property = await getAgencyProperty(deps, scope, { id: propertyId });
  if (property.type !== 'Location') throw new AppError('CONFLICT', m.notARental);
  const entry =
    input.kind === 'exit' ? await entryToFollow(deps, scope, propertyId, input.entryInspectionId) : null;
  const layOut = async () =>
    newInspectionContent({
      layout: {
        kind: property.kind,
        rooms: property.rooms,
        furnished: property.furnished,
        heatingMode: property.heatingMode,
        heatingEnergy: property.heatingEnergy,
        hasBalcony: property.hasBalcony,
        hasCellar: property.hasCellar,
      },
      defaults: defaultsOf((await repo.findDefaults(deps.db, scope.agencyId))?.rooms ?? null),
      landlord: await landlordOf(deps, scope, propertyId),
    });
  const row = await repo.insertInspection(deps.db, scope.agencyId, {
    propertyId,
    propertyLabel: property.name,
    propertyAddress: `${property.address}, ${property.zip} ${property.city}`,
    kind: input.kind,
    entryInspectionId: entry?.id ?? null,
    inspectionDate: input.inspectionDate,
    furnished: entry?.furnished ?? property.furnished ?? false,
    content: entry ? exitContentFrom(entry.content) : await layOut(),
    createdBy: scope.userId,
    updatedBy: scope.userId,
  });
  return getInspection(deps, scope, { id: row.id });
}

/**
 * A client named in a save must be one of the agency's, picked by a member who may read the
 * directory; the ones the document already named stay (the server put the landlord there).
 */
async function checkNamedClients(
  deps: AppDeps,
  scope: MemberScope,
  before: InspectionContent,
  content: InspectionContent,
) {
  const known = new Set(clientIdsOf(before));
  const parties = [
    { path: 'content.landlord.clientId', clientId: content.landlord.clientId },
    ...content.tenants.map((t, i) => ({ path: `content.tenants.${i}.clientId`, clientId: t.clientId })),
  ];
  for (const { path, clientId } of parties) {
    if (!clientId || known.has(clientId)) continue;
    const found =
      holdsPermission(scope, 'client_directory') && (await clientContact(deps, scope, { id: clientId }));
    if (!found) throw new AppError('VALIDATION_FAILED', m.clientNotFound, { [path]: m.clientNotFound });
  }
}

/**
 * A device's save. Kept only while the draft is at `baseVersion`, in one UPDATE (of two saves from
 * the same version exactly one wins, the other gets 409). « Garder ma version » (`force`) replaces
 * the other device's save, which is first kept as a file beside the photos (`replaced-v{n}.json`,
 * in the agency export) so nothing typed is lost.
 */
export async function saveInspection(
  deps: AppDeps,
  scope: MemberScope,
  { id, input }: { id: string; input: z.output<typeof inspectionSaveSchema> },
): Promise<Inspection> {
  const row = await requireInspection(deps, scope, id);
  if (row.status !== 'draft') throw new AppError('CONFLICT', m.notDraft);
  if (photoIdsOf(input.content).size > INSPECTION_PHOTOS_MAX) {
    const message = m.tooManyPhotos(INSPECTION_PHOTOS_MAX);
    throw new AppError('VALIDATION_FAILED', message, { content: message });
  }
  await checkNamedClients(deps, scope, row.content, input.content);
  const values = {
    inspectionDate: input.inspectionDate,
    furnished: input.furnished,
    content: input.content,
    updatedBy: scope.userId,
  };
  const saved = await deps.db.transaction(async (tx) => {
    if (!input.force) return repo.saveDraft(tx, scope.agencyId, id, input.baseVersion, values);
    const current = await repo.lockInspection(tx, scope.agencyId, id);
    if (current?.status !== 'draft') return null;
    if (current.version !== input.baseVersion) {
      await deps.storage.put(
        INSPECTION_BUCKET,
        replacedContentKey(scope.agencyId, id, current.version),
        Buffer.from(
          JSON.stringify({
            version: current.version,
            updatedAt: current.updatedAt,
            content: current.content,
          }),
        ),
        'application/json',
      );
    }
    return repo.saveDraft(tx, scope.agencyId, id, current.version, values);
  });
  if (!saved) {
    const now = await requireInspection(deps, scope, id);
    // The same save sent again (its answer was lost with the network): it is already kept.
    if (now.updatedBy === scope.userId && sameDocument(now, values))
      return getInspection(deps, scope, { id });
    throw new AppError('CONFLICT', now.status === 'draft' ? m.conflict : m.notDraft);
  }
  return getInspection(deps, scope, { id });
}

/** JSON with its object keys in order: PostgreSQL's jsonb gives them back sorted its own way. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const sameDocument = (
  a: Pick<repo.InspectionRow, 'inspectionDate' | 'furnished' | 'content'>,
  b: Pick<repo.InspectionRow, 'inspectionDate' | 'furnished' | 'content'>,
) =>
  a.inspectionDate === b.inspectionDate &&
  a.furnished === b.furnished &&
  canonical(a.content) === canonical(b.content);

/** A draft only: a document in signature or signed is a legal document. Its files go with it. */
export async function removeInspection(deps: AppDeps, scope: MemberScope, { id }: { id: string }) {
  const row = await requireInspection(deps, scope, id);
  if (row.status !== 'draft') throw new AppError('CONFLICT', m.notRemovable);
  if (!(await repo.deleteDraft(deps.db, scope.agencyId, id))) {
    // Frozen for signature between the read and the delete.
    throw new AppError('CONFLICT', m.notRemovable);
  }
  await removeInspectionFiles(deps, scope.agencyId, id);
}

// ---- the agency's default elements -----------------------------------------------------------

export async function inspectionDefaults(
  deps: Pick<AppDeps, 'db'>,
  scope: MemberScope,
): Promise<InspectionDefaults> {
  return defaultsOf((await repo.findDefaults(deps.db, scope.agencyId))?.rooms ?? null);
}

export async function setInspectionDefaults(
  deps: Pick<AppDeps, 'db'>,
  scope: MemberScope,
  input: InspectionDefaults,
): Promise<InspectionDefaults> {
  await repo.upsertDefaults(deps.db, scope.agencyId, input.rooms);
  return inspectionDefaults(deps, scope);
}
