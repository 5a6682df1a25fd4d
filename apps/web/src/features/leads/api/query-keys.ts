/** The inbox's cache keys: one root, so that any change to a lead refreshes the list, the badge and the client's section. */
export const leadsKeys = {
  all: ['leads'] as const,
  list: (filters: object) => ['leads', 'list', filters] as const,
  detail: (id: string) => ['leads', 'detail', id] as const,
  summary: ['leads', 'summary'] as const,
  client: (clientId: string) => ['leads', 'client', clientId] as const,
  members: ['leads', 'members'] as const,
};

/** What a change to one lead moves besides its own page: the lists and their counts, the badge, a client's section. */
export const LEAD_CHANGE_ROOTS: readonly string[] = ['list', 'summary', 'client'];
export const touchedByLeadChange = (q: { queryKey: readonly unknown[] }) =>
  LEAD_CHANGE_ROOTS.includes(String(q.queryKey[1]));
