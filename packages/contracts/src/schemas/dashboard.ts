import { z } from 'zod';
import { PROPERTY_STATUSES } from '../constants';
import { dealFiguresSchema } from './deals';

/** Weeks drawn in the dashboard's visits chart, the current one last. */
export const DASHBOARD_VISIT_WEEKS = 8;
/** A mandate ending within this many days is « bientôt échu ». */
export const MANDATE_EXPIRY_NOTICE_DAYS = 30;

/**
 * The dashboard's key figures (issue 16), computed for the caller's agency. A figure the member
 * may not see (clients without the directory permission, pending members for a non-head,
 * mandates without the mandate permission) is null, never 0.
 */
export const dashboardSummarySchema = z.object({
  // A record over an enum requires every status: a status with no listing counts 0.
  listingsByStatus: z.record(z.enum(PROPERTY_STATUSES), z.number().int()),
  visitsThisWeek: z.number().int(),
  visitsPerWeek: z.array(z.object({ weekStart: z.string(), count: z.number().int() })),
  newClientsThisMonth: z.number().int().nullable(),
  pendingMembers: z.number().int().nullable(),
  mandatesExpiringSoon: z.number().int().nullable(),
  /**
   * Leads still « nouvelle » past the response target in opening hours (issue 29), for the flag
   * « N demandes sans réponse depuis plus de 2 h »; null without the client directory.
   */
  overdueLeads: z.number().int().nullable(),
  /**
   * The fees of the sale and rental files (issue 32): the member's own files, every member's for
   * the head; null without the mandate permission (add_property), like the mandates count.
   */
  dealFigures: dealFiguresSchema.nullable(),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

/** How the dashboard shows the listings: the dense list or the cards (issue 27). */
export const PROPERTY_VIEWS = ['list', 'cards'] as const;
export type PropertyView = (typeof PROPERTY_VIEWS)[number];

/**
 * A member's own choices on the dashboard, kept on the server so that they follow the member to
 * another device. `propertyView` is null until the member has chosen (the list then).
 */
export const dashboardPreferencesSchema = z.object({
  propertyView: z.enum(PROPERTY_VIEWS).nullable(),
});
export type DashboardPreferences = z.infer<typeof dashboardPreferencesSchema>;

export const dashboardPreferencesInputSchema = z.object({ propertyView: z.enum(PROPERTY_VIEWS) });
