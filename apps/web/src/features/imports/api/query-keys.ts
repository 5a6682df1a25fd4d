export const listingImportKeys = {
  all: ['listing-imports'] as const,
  list: () => [...listingImportKeys.all, 'list'] as const,
  detail: (id: string) => [...listingImportKeys.all, 'detail', id] as const,
};
