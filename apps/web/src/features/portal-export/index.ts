/** What other features may use from the portal export: its cache keys (Mon agence refreshes them). */
export { portalExportKeys } from './api/get-latest-export';
