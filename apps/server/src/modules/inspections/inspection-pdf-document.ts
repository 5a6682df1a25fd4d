import type { MemberScope } from '../../auth/context';
import type { AppDeps } from '../../deps';
import { getAgencySettings } from '../agency/agency.service';
import { getAgencySite } from '../agency/agency-site.service';
import { inspectionChanges } from './inspection-changes';
import { photoIdsOf } from './inspection-content';
import { renderInspectionPdf } from './inspection-pdf';
import { loadPdfPhotos } from './inspection-pdf-photos';
import * as repo from './inspections.repo';

/**
 * An inspection's PDF as it stands: the agency as the landlord's mandatary, the entry it follows and
 * what changed since, and its photos. `draft` marks a preview on every page.
 */
export async function drawInspectionPdf(
  deps: AppDeps,
  scope: MemberScope,
  row: repo.InspectionRow,
  { draft }: { draft: boolean },
): Promise<{ body: Buffer; pages: number }> {
  const [settings, site, entry, photos] = await Promise.all([
    getAgencySettings(deps, scope),
    getAgencySite(deps, scope),
    row.kind === 'exit' && row.entryInspectionId
      ? repo.findInspection(deps.db, scope.agencyId, row.entryInspectionId)
      : null,
    repo.listPhotos(deps.db, scope.agencyId, row.id),
  ]);
  const cited = photoIdsOf(row.content);
  const { agency } = settings;
  return renderInspectionPdf({
    kind: row.kind,
    inspectionDate: row.inspectionDate,
    propertyLabel: row.propertyLabel,
    propertyAddress: row.propertyAddress,
    furnished: row.furnished,
    content: row.content,
    agency: {
      name: agency.name,
      address: `${agency.address}, ${agency.zip} ${agency.city}`,
      cardNumber: site.cardNumber,
      cardIssuer: site.cardIssuer,
    },
    entry: entry ? { inspectionDate: entry.inspectionDate } : null,
    changes: row.kind === 'exit' ? inspectionChanges(entry?.content ?? null, row.content) : [],
    photos: await loadPdfPhotos(
      deps,
      photos.filter((p) => cited.has(p.id)),
    ),
    draft,
  });
}
