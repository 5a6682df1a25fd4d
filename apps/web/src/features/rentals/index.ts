/**
 * What the rest of the app may use from rental management: the lease's query hook and its cache
 * keys (every section of the lease page invalidates the lease after its changes).
 */
export { useLease } from './api/get-lease';
export { leaseKeys } from './api/query-keys';
