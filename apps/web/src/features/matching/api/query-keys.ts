/** The matching feature's cache keys: one root, so a change to searches refreshes every list of matches. */
export const matchingKeys = {
  all: ['matching'] as const,
  places: (q: string) => ['matching', 'places', q] as const,
  searches: (clientId: string) => ['matching', 'searches', clientId] as const,
  matches: ['matching', 'matches'] as const,
  clientMatches: (clientId: string) => ['matching', 'matches', 'client', clientId] as const,
  propertyMatches: (propertyId: string) => ['matching', 'matches', 'property', propertyId] as const,
  agencyMatches: (filters: object) => ['matching', 'matches', 'agency', filters] as const,
  summary: ['matching', 'matches', 'summary'] as const,
  consent: (clientId: string) => ['matching', 'consent', clientId] as const,
  proposals: (clientId: string) => ['matching', 'proposals', clientId] as const,
};
