/** One place for the property cache keys, so each mutation invalidates exactly what it changes. */
export const propertyKeys = {
  all: ['properties'] as const,
  lists: () => ['properties', 'list'] as const,
  list: (q: string) => ['properties', 'list', q] as const,
  detail: (id: string) => ['properties', 'detail', id] as const,
  /** Below the detail's key: invalidating the property refreshes them too. */
  valuation: (id: string) => ['properties', 'detail', id, 'valuation'] as const,
  publication: (id: string) => ['properties', 'detail', id, 'publication'] as const,
};

export const historyKeys = {
  list: (propertyId: string) => ['history', propertyId] as const,
  clientOptions: () => ['history', 'client-options'] as const,
};
