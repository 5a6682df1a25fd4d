/** What other features may use from « Importer »: its cache keys. */
export { listingImportKeys } from './api/query-keys';
