/** The inbox's cache keys: one root, so that any change to a lead refreshes the list, the badge and the client's section. */
export const leadsKeys = {
  all: ['leads'] as const,
  list: (filters: object) => ['leads', 'list', filters] as const,
  detail: (id: string) => ['leads', 'detail', id] as const,
  summary: ['leads', 'summary'] as const,
  client: (clientId: string) => ['leads', 'client', clientId] as const,
  members: ['leads', 'members'] as const,
};
