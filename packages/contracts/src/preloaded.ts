import type { DashboardPreferences } from './schemas/dashboard';
import type { Me } from './schemas/me';
import type { PropertyPage } from './schemas/properties';

/**
 * The data the server inlines in the SPA shell of a signed-in route (a JSON data block with this id),
 * so the first screen renders without asking the API first: `me`, and on /dashboard the first page of
 * properties exactly as `GET /api/properties` answers it and the member's dashboard choices (the
 * listings' view) as `GET /api/dashboard/preferences` does.
 */
export const PRELOADED_DATA_ELEMENT_ID = 'immopilote-preloaded';

export interface PreloadedData {
  me: Me;
  properties?: PropertyPage;
  dashboardPreferences?: DashboardPreferences;
}
