/**
 * Buyer and tenant searches and their matching with listings (issue 28, « rapprochement »).
 * Stored values are short codes; their French labels are in `messages/matching.ts`.
 */

/** What the client wants to do: buy or rent. A search « achat » matches « Vente » listings. */
export const SEARCH_TRANSACTIONS = ['achat', 'location'] as const;
export type SearchTransaction = (typeof SEARCH_TRANSACTIONS)[number];

export const SEARCH_STATUSES = ['active', 'en_pause', 'satisfaite', 'abandonnee'] as const;
export type SearchStatus = (typeof SEARCH_STATUSES)[number];

/**
 * Must-haves. `exterieur` is any outdoor space (balcony, terrace or garden); `pas_rez_de_chaussee`
 * refuses floor 0; `meuble` applies to rentals only.
 */
export const MUST_HAVES = [
  'ascenseur',
  'balcon_terrasse',
  'parking',
  'exterieur',
  'pas_rez_de_chaussee',
  'meuble',
] as const;
export type MustHave = (typeof MUST_HAVES)[number];

/** Where a match stands with the client; `ecarte` is the agent's own dismissal, with a reason. */
export const MATCH_STATES = [
  'nouveau',
  'propose',
  'interesse',
  'pas_interesse',
  'visite_planifiee',
  'ecarte',
] as const;
export type MatchState = (typeof MATCH_STATES)[number];

/** `match`: every hard criterion holds; `near`: exactly one is off, within the tolerances below. */
export const MATCH_LEVELS = ['match', 'near'] as const;
export type MatchLevel = (typeof MATCH_LEVELS)[number];

/** The criteria a match explains, in the order the reasons are listed. */
export const MATCH_CRITERIA = [
  'transaction',
  'kind',
  'budget',
  'surface',
  'rooms',
  'bedrooms',
  'place',
  'energy',
  'must_have',
] as const;
export type MatchCriterion = (typeof MATCH_CRITERIA)[number];

/** Automatic alerts of a search: none, at once, or one digest a day at a chosen hour (Paris time). */
export const ALERT_MODES = ['off', 'instant', 'daily'] as const;
export type AlertMode = (typeof ALERT_MODES)[number];

/** The listing events that run the match and may alert a client (a price drop is a new event). */
export const MATCH_EVENTS = ['listed', 'price_changed', 'available_again', 'search_changed'] as const;
export type MatchEvent = (typeof MATCH_EVENTS)[number];

export const SEARCH_LIMITS = {
  /** Communes one search may name. */
  maxPlaces: 20,
  maxRadiusKm: 200,
  maxNotes: 5000,
  /** Budget and surface: a listing within this share outside the bound is a near match. */
  nearTolerance: 0.1,
  /** « Créer une recherche à partir de ce bien »: its price and surface ± this share. */
  fromListingSpread: 0.1,
} as const;

/** How the client answered a proposal, in the e-mail (« Ça m'intéresse » / « Pas pour moi ») or to the agent. */
export const PROPOSAL_ANSWERS = ['interesse', 'pas_interesse'] as const;
export type ProposalAnswer = (typeof PROPOSAL_ANSWERS)[number];

/** Where the client's prospecting consent came from. */
export const CONSENT_SOURCES = ['oral', 'ecrit', 'formulaire_web', 'email', 'autre'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];
