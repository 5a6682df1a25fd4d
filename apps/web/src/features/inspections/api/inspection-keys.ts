/** The query keys of the inspections feature. */
export const inspectionKeys = {
  all: ['inspections'] as const,
  list: (propertyId: string) => ['inspections', 'property', propertyId] as const,
  defaults: () => ['inspections', 'defaults'] as const,
};
