import { z } from 'zod';
import type { ApiScope } from '../connect/constants';
import {
  clientDetailSchema,
  clientInputSchema,
  clientListQuerySchema,
  clientListSchema,
} from '../schemas/clients';
import { uuidParam } from '../schemas/fields';
import { historyEntrySchema } from '../schemas/history';
import { leadDetailSchema, leadListQuerySchema, leadListSchema, leadUpdateSchema } from '../schemas/leads';
import {
  mandateInputSchema,
  mandateListSchema,
  mandateRegisterQuerySchema,
  mandateSchema,
} from '../schemas/mandates';
import {
  propertyFieldsSchema,
  propertyListQuerySchema,
  propertyPageSchema,
  propertyPhotoSchema,
  propertySchema,
  propertyStatusSchema,
  propertyUpdateSchema,
} from '../schemas/properties';
import { searchInputSchema, searchListSchema, searchSchema } from '../schemas/searches';
import { visitFeedbackInputSchema, visitHistoryParams, visitSchema } from '../schemas/visits';
import { created, endpoint, file, json, ok } from './define';

/** A listing's photos, each with its own download address under `/api/v1/photos/:id`. */
export const apiPhotoListSchema = z.object({
  items: z.array(propertyPhotoSchema.extend({ downloadUrl: z.string() })),
});
/** A listing's visits: its history entries of type visit. */
export const apiVisitListSchema = z.object({ items: z.array(historyEntrySchema) });

/**
 * The open API (issue 33), `/api/v1`: the agency's data for its own tools, authenticated by an API
 * key (`Authorization: Bearer ip_live_…`). The same schemas as the app's endpoints, hence the same
 * validation; the OpenAPI document at `/api/v1/openapi.json` is generated from these declarations.
 */
export const apiV1Endpoints = {
  listListings: endpoint({
    method: 'GET',
    path: '/api/v1/listings',
    query: propertyListQuerySchema,
    response: ok(propertyPageSchema),
  }),
  getListing: endpoint({
    method: 'GET',
    path: '/api/v1/listings/:id',
    params: uuidParam,
    response: ok(propertySchema),
  }),
  createListing: endpoint({
    method: 'POST',
    path: '/api/v1/listings',
    body: json(propertyFieldsSchema),
    response: created(propertySchema),
  }),
  updateListing: endpoint({
    method: 'PUT',
    path: '/api/v1/listings/:id',
    params: uuidParam,
    body: json(propertyUpdateSchema),
    response: ok(propertySchema),
  }),
  setListingStatus: endpoint({
    method: 'PATCH',
    path: '/api/v1/listings/:id/status',
    params: uuidParam,
    body: json(propertyStatusSchema),
    response: ok(propertySchema),
  }),
  listPhotos: endpoint({
    method: 'GET',
    path: '/api/v1/listings/:id/photos',
    params: uuidParam,
    response: ok(apiPhotoListSchema),
  }),
  downloadPhoto: endpoint({ method: 'GET', path: '/api/v1/photos/:id', params: uuidParam, response: file }),
  listClients: endpoint({
    method: 'GET',
    path: '/api/v1/clients',
    query: clientListQuerySchema,
    response: ok(clientListSchema),
  }),
  getClient: endpoint({
    method: 'GET',
    path: '/api/v1/clients/:id',
    params: uuidParam,
    response: ok(clientDetailSchema),
  }),
  createClient: endpoint({
    method: 'POST',
    path: '/api/v1/clients',
    body: json(clientInputSchema),
    response: created(clientDetailSchema),
  }),
  updateClient: endpoint({
    method: 'PUT',
    path: '/api/v1/clients/:id',
    params: uuidParam,
    body: json(clientInputSchema),
    response: ok(clientDetailSchema),
  }),
  listClientSearches: endpoint({
    method: 'GET',
    path: '/api/v1/clients/:id/searches',
    params: uuidParam,
    response: ok(searchListSchema),
  }),
  createSearch: endpoint({
    method: 'POST',
    path: '/api/v1/clients/:id/searches',
    params: uuidParam,
    body: json(searchInputSchema),
    response: created(searchSchema),
  }),
  getSearch: endpoint({
    method: 'GET',
    path: '/api/v1/searches/:id',
    params: uuidParam,
    response: ok(searchSchema),
  }),
  updateSearch: endpoint({
    method: 'PUT',
    path: '/api/v1/searches/:id',
    params: uuidParam,
    body: json(searchInputSchema),
    response: ok(searchSchema),
  }),
  listLeads: endpoint({
    method: 'GET',
    path: '/api/v1/leads',
    query: leadListQuerySchema,
    response: ok(leadListSchema),
  }),
  getLead: endpoint({
    method: 'GET',
    path: '/api/v1/leads/:id',
    params: uuidParam,
    response: ok(leadDetailSchema),
  }),
  updateLead: endpoint({
    method: 'PATCH',
    path: '/api/v1/leads/:id',
    params: uuidParam,
    body: json(leadUpdateSchema),
    response: ok(leadDetailSchema),
  }),
  listMandates: endpoint({
    method: 'GET',
    path: '/api/v1/mandates',
    query: mandateRegisterQuerySchema,
    response: ok(mandateListSchema),
  }),
  getMandate: endpoint({
    method: 'GET',
    path: '/api/v1/mandates/:id',
    params: uuidParam,
    response: ok(mandateSchema),
  }),
  createMandate: endpoint({
    method: 'POST',
    path: '/api/v1/mandates',
    body: json(mandateInputSchema),
    response: created(mandateSchema),
  }),
  listListingVisits: endpoint({
    method: 'GET',
    path: '/api/v1/listings/:id/visits',
    params: uuidParam,
    response: ok(apiVisitListSchema),
  }),
  getVisit: endpoint({
    method: 'GET',
    path: '/api/v1/visits/:historyId',
    params: visitHistoryParams,
    response: ok(visitSchema),
  }),
  recordVisitFeedback: endpoint({
    method: 'PUT',
    path: '/api/v1/visits/:historyId/feedback',
    params: visitHistoryParams,
    body: json(visitFeedbackInputSchema),
    response: ok(visitSchema),
  }),
} as const;

export type ApiV1EndpointName = keyof typeof apiV1Endpoints;

/** Each v1 endpoint's scope and its line in the reference (French, like the rest of the product). */
export const apiV1Docs: Record<ApiV1EndpointName, { scope: ApiScope; summary: string }> = {
  listListings: { scope: 'listings:read', summary: 'Lister les biens (pagination par curseur)' },
  getListing: { scope: 'listings:read', summary: 'Lire un bien' },
  createListing: { scope: 'listings:write', summary: 'Créer un bien' },
  updateListing: { scope: 'listings:write', summary: 'Modifier un bien (tous ses champs)' },
  setListingStatus: { scope: 'listings:write', summary: 'Changer le statut d’un bien' },
  listPhotos: { scope: 'photos:read', summary: 'Lister les photos d’un bien' },
  downloadPhoto: { scope: 'photos:read', summary: 'Télécharger une photo (WebP, grand format)' },
  listClients: { scope: 'clients:read', summary: 'Lister les clients (pagination par page)' },
  getClient: { scope: 'clients:read', summary: 'Lire un client' },
  createClient: { scope: 'clients:write', summary: 'Créer un client' },
  updateClient: { scope: 'clients:write', summary: 'Modifier un client' },
  listClientSearches: { scope: 'searches:read', summary: 'Lister les recherches d’un client' },
  createSearch: { scope: 'searches:write', summary: 'Créer une recherche pour un client' },
  getSearch: { scope: 'searches:read', summary: 'Lire une recherche' },
  updateSearch: { scope: 'searches:write', summary: 'Modifier une recherche' },
  listLeads: { scope: 'leads:read', summary: 'Lister les demandes (pagination par curseur)' },
  getLead: { scope: 'leads:read', summary: 'Lire une demande' },
  updateLead: { scope: 'leads:write', summary: 'Changer l’état ou l’attribution d’une demande' },
  listMandates: { scope: 'mandates:read', summary: 'Lire le registre des mandats' },
  getMandate: { scope: 'mandates:read', summary: 'Lire un mandat' },
  createMandate: { scope: 'mandates:write', summary: 'Inscrire un mandat au registre' },
  listListingVisits: { scope: 'visits:read', summary: 'Lister les visites d’un bien' },
  getVisit: { scope: 'visits:read', summary: 'Lire une visite' },
  recordVisitFeedback: { scope: 'visits:write', summary: 'Enregistrer le compte rendu d’une visite' },
};
