/** What other features may use from « Importer »: its cache keys and the way to it from « Mon agence ». */
export { listingImportKeys } from './api/query-keys';
export { ImportLink } from './components/import-link';
