import { z } from 'zod';
import { uuidParam } from '../schemas/fields';
import {
  matchListQuerySchema,
  matchListSchema,
  matchParams,
  matchSchema,
  matchStateInputSchema,
  placeListSchema,
  placeQuerySchema,
  searchInputSchema,
  searchListSchema,
  searchSchema,
  searchStatusInputSchema,
} from '../schemas/searches';
import { created, endpoint, json, noContent, ok } from './define';

/** Buyer and tenant searches and their matches with listings (issue 28). Members need `client_directory`. */
export const matchingEndpoints = {
  /** Communes by name or postcode, from the bundled official list (@etalab/decoupage-administratif). */
  places: endpoint({
    method: 'GET',
    path: '/api/places',
    query: placeQuerySchema,
    response: ok(placeListSchema),
  }),
  clientSearches: endpoint({
    method: 'GET',
    path: '/api/clients/:id/searches',
    params: uuidParam,
    response: ok(searchListSchema),
  }),
  createSearch: endpoint({
    method: 'POST',
    path: '/api/clients/:id/searches',
    params: uuidParam,
    body: json(searchInputSchema),
    response: created(searchSchema),
  }),
  /** « Créer une recherche à partir de ce bien »: the listing's facts ± 10 %, for the chosen client. */
  createSearchFromListing: endpoint({
    method: 'POST',
    path: '/api/properties/:id/searches',
    params: uuidParam,
    body: json(z.object({ clientId: z.uuid() })),
    response: created(searchSchema),
  }),
  getSearch: endpoint({
    method: 'GET',
    path: '/api/searches/:id',
    params: uuidParam,
    response: ok(searchSchema),
  }),
  updateSearch: endpoint({
    method: 'PUT',
    path: '/api/searches/:id',
    params: uuidParam,
    body: json(searchInputSchema),
    response: ok(searchSchema),
  }),
  setSearchStatus: endpoint({
    method: 'PUT',
    path: '/api/searches/:id/status',
    params: uuidParam,
    body: json(searchStatusInputSchema),
    response: ok(searchSchema),
  }),
  removeSearch: endpoint({
    method: 'DELETE',
    path: '/api/searches/:id',
    params: uuidParam,
    response: noContent,
  }),
  /** « Acquéreurs potentiels » / « Locataires potentiels » of a listing: matches, then near matches. */
  propertyMatches: endpoint({
    method: 'GET',
    path: '/api/properties/:id/matches',
    params: uuidParam,
    response: ok(matchListSchema),
  }),
  /** « Biens correspondants » of a client, over all their searches. */
  clientMatches: endpoint({
    method: 'GET',
    path: '/api/clients/:id/matches',
    params: uuidParam,
    response: ok(matchListSchema),
  }),
  /** The agency's « Rapprochements », new first. */
  list: endpoint({
    method: 'GET',
    path: '/api/matches',
    query: matchListQuerySchema,
    response: ok(matchListSchema),
  }),
  /** The dashboard's « Nouveaux rapprochements ». */
  summary: endpoint({
    method: 'GET',
    path: '/api/matches/summary',
    response: ok(z.object({ newMatches: z.number().int() })),
  }),
  setState: endpoint({
    method: 'PUT',
    path: '/api/matches/:searchId/:propertyId/state',
    params: matchParams,
    body: json(matchStateInputSchema),
    response: ok(matchSchema),
  }),
} as const;
