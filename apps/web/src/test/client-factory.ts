import type { Client, ClientDetail, ClientList } from '@immopilote/contracts';

let n = 0;

/** A client as the API returns it; unique id and e-mail, no score unless given. */
export function makeClient(overrides: Partial<ClientDetail> = {}): ClientDetail {
  n += 1;
  return {
    id: `3f6c1d2e-8a4b-4c5d-9e7f-${String(n).padStart(12, '0')}`,
    fullName: 'Hélène Dupré',
    firstName: 'Hélène',
    email: `helene.dupre${n}@exemple.fr`,
    phone: null,
    birthDate: null,
    nationality: null,
    maritalStatus: null,
    profession: null,
    address: null,
    notes: null,
    clientScore: null,
    roles: [],
    candidateStatus: null,
    candidateStatusChangedAt: null,
    leaseEndsOn: null,
    createdAt: '2025-03-14T09:30:00.000Z',
    documents: [],
    ...overrides,
  };
}

/** One page of the directory, as `GET /api/clients` answers it (never contacted unless given). */
export function clientPage(
  items: (Client & { lastContactOn?: string | null })[],
  total = items.length,
  page = 1,
): ClientList {
  return {
    items: items.map((c) => ({ ...c, lastContactOn: c.lastContactOn ?? null })),
    total,
    page,
    pageSize: 24,
  };
}
