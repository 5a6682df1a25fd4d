import type { InspectionContent } from '@immopilote/contracts';
import type { MemberScope } from '../../auth/context';
import type { AppDeps } from '../../deps';
import { INSPECTION_BUCKET } from './inspection-files';
import * as repo from './inspections.repo';

/**
 * A client's own data export (RGPD art. 15): each inspection naming them, as landlord or tenant,
 * with what it records of them and of the dwelling. The other parties stay out (their data is
 * theirs); the photos stay in the agency's export.
 */
export async function inspectionsOfClient(deps: Pick<AppDeps, 'db'>, scope: MemberScope, clientId: string) {
  const rows = await repo.listInspectionsNamingClients(deps.db, scope.agencyId, [clientId]);
  return rows.map((row) => {
    const { landlord, tenants, ...dwelling } = row.content;
    return {
      id: row.id,
      kind: row.kind,
      status: row.status,
      inspectionDate: row.inspectionDate,
      propertyLabel: row.propertyLabel,
      propertyAddress: row.propertyAddress,
      signedAt: row.signedAt?.toISOString() ?? null,
      signatureRequestId: row.signatureRequestId,
      asLandlord: landlord.clientId === clientId ? landlord : null,
      asTenant: tenants.find((t) => t.clientId === clientId) ?? null,
      dwelling,
    };
  });
}

export interface InspectionFileToExport {
  inspectionId: string;
  bucket: typeof INSPECTION_BUCKET;
  key: string;
  path: string;
  mimeType: string;
}

/**
 * The agency export: every inspection whole (content, parties, photos' list) and its files under
 * `fichiers/etats-des-lieux/<id>/` (photos, and any content replaced from another device); a
 * signed one's PDF is its signature request's, under `fichiers/signatures/<request id>/`.
 */
export async function inspectionsToExport(deps: Pick<AppDeps, 'db' | 'storage'>, scope: MemberScope) {
  const rows = await repo.listAgencyInspections(deps.db, scope.agencyId);
  const photos = await repo.listPhotosOfInspections(
    deps.db,
    scope.agencyId,
    rows.map((r) => r.id),
  );
  const files: InspectionFileToExport[] = [];
  for (const row of rows) {
    for await (const page of deps.storage.list(INSPECTION_BUCKET, `${scope.agencyId}/${row.id}/`)) {
      for (const object of page) {
        const name = object.key.slice(object.key.lastIndexOf('/') + 1);
        if (name.endsWith('.tmp')) continue;
        files.push({
          inspectionId: row.id,
          bucket: INSPECTION_BUCKET,
          key: object.key,
          path: `fichiers/etats-des-lieux/${row.id}/${name}`,
          mimeType: name.endsWith('.json') ? 'application/json' : 'image/jpeg',
        });
      }
    }
  }
  const pathOfKey = new Map(files.map((f) => [f.key, f.path]));
  const inspections = rows.map((row) => ({
    id: row.id,
    propertyId: row.propertyId,
    propertyLabel: row.propertyLabel,
    propertyAddress: row.propertyAddress,
    kind: row.kind,
    status: row.status,
    entryInspectionId: row.entryInspectionId,
    inspectionDate: row.inspectionDate,
    furnished: row.furnished,
    version: row.version,
    signedAt: row.signedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    content: row.content satisfies InspectionContent,
    photos: photos
      .filter((p) => p.inspectionId === row.id)
      .map((p) => ({
        id: p.id,
        width: p.width,
        height: p.height,
        bytes: p.bytes,
        path: pathOfKey.get(p.storageKey) ?? null,
      })),
    signatureRequestId: row.signatureRequestId,
    signedPdfPath:
      row.status === 'signed' && row.signatureRequestId
        ? `fichiers/signatures/${row.signatureRequestId}/document-signe.pdf`
        : null,
  }));
  return { inspections, files };
}
