/**
 * Rental management's cache keys. Every section of the lease page invalidates `leaseKeys.detail(id)`
 * (or `leaseKeys.all`) after a change that moves the lease (a revision, the deposit's return…).
 */
export const leaseKeys = {
  all: ['leases'] as const,
  list: (status: 'active' | 'ended' | undefined) => ['leases', 'list', status ?? 'all'] as const,
  detail: (id: string) => ['leases', 'detail', id] as const,
  propertyOptions: ['leases', 'property-options'] as const,
  propertyFacts: (propertyId: string) => ['leases', 'property-facts', propertyId] as const,
};
