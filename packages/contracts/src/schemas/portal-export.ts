import { z } from 'zod';
import { PORTAL_EXPORT_STATUSES } from '../constants';

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

/** The agency's latest export, or none yet. */
export const latestPortalExportSchema = z.object({ export: portalExportSchema.nullable() });
export type LatestPortalExport = z.infer<typeof latestPortalExportSchema>;
