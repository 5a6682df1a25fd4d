/** What other features may use from properties: the cache keys they invalidate, and the badges. */
export { historyKeys, propertyKeys } from './api/query-keys';
export { useProperty } from './api/get-property';
export { StatusBadge, TypeBadge } from './components/property-badges';
export { cardFacts } from './components/facts-format';
