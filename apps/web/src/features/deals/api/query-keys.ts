/** The offers' and files' cache keys, so each mutation invalidates exactly what it changes. */
export const dealKeys = {
  all: ['deals'] as const,
  detail: (id: string) => ['deals', 'detail', id] as const,
  documentOptions: (id: string) => ['deals', 'detail', id, 'document-options'] as const,
  offers: (propertyId: string) => ['deals', 'offers', propertyId] as const,
  members: ['deals', 'members'] as const,
  entryInspections: (propertyId: string) => ['deals', 'entry-inspections', propertyId] as const,
};

/**
 * The caches a step of a file changes elsewhere: the listing's status (properties), the deadlines
 * (calendar) and the expected fees (dashboard). Their features sit above this one and cannot be
 * imported here, so their keys' first segment is named instead.
 */
export const dealSideEffectKeys = [['properties'], ['calendar'], ['dashboard']] as const;
