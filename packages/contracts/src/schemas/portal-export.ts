import { z } from 'zod';
import { PORTAL_EXPORT_STATUSES } from '../constants';
import { PUBLICATION_GAP_TARGETS } from '../listing/publication';
import { portalExportMessages } from '../messages/portal-export';
import { storableString } from './fields';

/**
 * Poliris rank 1 « Identifiant agence » (16 characters at most), the identifier SeLoger gives the
 * agency when its feed opens; it also names the ZIP, so nothing a file name or a CSV cell could
 * trip on: ASCII letters, digits, `-` and `_`.
 */
export const POLIRIS_AGENCY_ID_PATTERN = /^[A-Za-z0-9_-]{1,16}$/;

/** The head sets or clears it (blank clears); surrounding spaces of a paste are dropped. */
export const polirisAgencyIdInputSchema = z.object({
  polirisAgencyId: z.preprocess(
    (v: string | null | undefined) =>
      v === undefined || v === null || (typeof v === 'string' && v.trim() === '')
        ? null
        : typeof v === 'string'
          ? v.trim()
          : v,
    storableString({ error: portalExportMessages.agencyIdInvalid })
      .regex(POLIRIS_AGENCY_ID_PATTERN, portalExportMessages.agencyIdInvalid)
      .nullable(),
  ),
});
export type PolirisAgencyIdInput = z.input<typeof polirisAgencyIdInputSchema>;
export const polirisAgencyIdSchema = z.object({ polirisAgencyId: z.string().nullable() });
export type PolirisAgencyId = z.infer<typeof polirisAgencyIdSchema>;

/** A listing of the active portfolio left out of the export, and every reason why. */
export const portalExportExclusionSchema = z.object({
  propertyId: z.uuid(),
  name: z.string(),
  reasons: z.array(z.string()),
});
export type PortalExportExclusion = z.infer<typeof portalExportExclusionSchema>;

export const portalExportSchema = z.object({
  id: z.uuid(),
  status: z.enum(PORTAL_EXPORT_STATUSES),
  /** Listings handled so far, out of `total` (the active portfolio). */
  done: z.number().int().min(0),
  total: z.number().int().min(0),
  included: z.number().int().min(0),
  excluded: z.array(portalExportExclusionSchema),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type PortalExport = z.infer<typeof portalExportSchema>;

/**
 * The agency's latest export, or none yet, and the identifier the next one would carry (null:
 * the page says an export is refused until the head gives it).
 */
export const latestPortalExportSchema = z.object({
  export: portalExportSchema.nullable(),
  polirisAgencyId: z.string().nullable(),
});
export type LatestPortalExport = z.infer<typeof latestPortalExportSchema>;

/** One thing that keeps a listing off the portals, and where it is fixed (`publicationGaps`). */
export const publicationGapSchema = z.object({
  key: z.string(),
  label: z.string(),
  target: z.enum(PUBLICATION_GAP_TARGETS),
});
/** A property's publication check: empty `gaps` means the export takes it. */
export const publicationCheckSchema = z.object({ gaps: z.array(publicationGapSchema) });
export type PublicationCheck = z.infer<typeof publicationCheckSchema>;
