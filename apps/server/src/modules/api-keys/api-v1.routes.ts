import { apiV1Docs, type ApiV1EndpointName, endpoints, type Permission } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { guard, scopeOf } from '../../auth/guards';
import { route } from '../../http/route';
import {
  getClientDetail,
  createClient,
  listAgencyClients,
  updateAgencyClient,
} from '../clients/clients.service';
import type { DocumentsDeps } from '../documents/documents.service';
import { listPropertyHistory } from '../history/history.service';
import { getLeadDetail, listAgencyLeads, updateAgencyLead } from '../leads/leads.service';
import { createMandate, getMandate, listRegister } from '../mandates/mandates.service';
import { changeSearch, createSearch, getSearch, searchesOfClient } from '../matching/matching.service';
import {
  changePropertyStatus,
  createAgencyProperty,
  getAgencyProperty,
  listAgencyProperties,
  openPhoto,
  updateAgencyProperty,
} from '../properties/properties.service';
import { getVisit, recordVisitFeedback } from '../visits/visits.service';

const e = endpoints.apiV1;

/** The person's permission each write needs in the app, asked of the key's person too. */
const PERMISSION: Partial<Record<ApiV1EndpointName, Permission>> = {
  createListing: 'add_property',
  listClients: 'client_directory',
  getClient: 'client_directory',
  createClient: 'client_directory',
  updateClient: 'client_directory',
  listClientSearches: 'client_directory',
  createSearch: 'client_directory',
  getSearch: 'client_directory',
  updateSearch: 'client_directory',
  listLeads: 'client_directory',
  getLead: 'client_directory',
  updateLead: 'client_directory',
  listMandates: 'add_property',
  getMandate: 'add_property',
  createMandate: 'add_property',
};

const by = (name: ApiV1EndpointName) => {
  const permission = PERMISSION[name];
  return { guard: guard.apiKey(apiV1Docs[name].scope, permission ? { permission } : {}) };
};

/** The JSON body as sent: the services validate it with the app's own schemas (the form's path). */
const rawFields = (body: unknown) => ({ fields: body as Record<string, string | string[]>, files: [] });

/**
 * `/api/v1` (issue 33): each endpoint calls the service the app's route calls, with the same
 * validation, rules and agency boundary; the caller is the key's person (api-key-auth.ts).
 */
export async function apiV1Routes(app: FastifyInstance, deps: DocumentsDeps) {
  route(app, e.listListings, by('listListings'), ({ request, query }) =>
    listAgencyProperties(deps, scopeOf(request), query),
  );
  route(app, e.getListing, by('getListing'), ({ request, params }) =>
    getAgencyProperty(deps, scopeOf(request), params),
  );
  route(app, e.createListing, by('createListing'), ({ request }) =>
    createAgencyProperty(deps, scopeOf(request), rawFields(request.body)),
  );
  route(app, e.updateListing, by('updateListing'), ({ request, params }) =>
    updateAgencyProperty(deps, scopeOf(request), { id: params.id, form: rawFields(request.body) }),
  );
  route(app, e.setListingStatus, by('setListingStatus'), ({ request, params, body }) =>
    changePropertyStatus(deps, scopeOf(request), { id: params.id, status: body.status }),
  );

  route(app, e.listPhotos, by('listPhotos'), async ({ request, params }) => {
    const listing = await getAgencyProperty(deps, scopeOf(request), params);
    return { items: listing.photos.map((p) => ({ ...p, downloadUrl: `/api/v1/photos/${p.id}` })) };
  });
  route(app, e.downloadPhoto, by('downloadPhoto'), async ({ request, reply, params }) => {
    const object = await openPhoto(deps, scopeOf(request), { id: params.id, variant: 'large' });
    return reply
      .header('Content-Type', 'image/webp')
      .header('Content-Length', String(object.size))
      .header('Cache-Control', 'private, no-store')
      .send(object.body);
  });

  route(app, e.listClients, by('listClients'), ({ request, query }) =>
    listAgencyClients(deps, scopeOf(request), query),
  );
  route(app, e.getClient, by('getClient'), ({ request, params }) =>
    getClientDetail(deps, scopeOf(request), params),
  );
  route(app, e.createClient, by('createClient'), ({ request, body }) =>
    createClient(deps, scopeOf(request), body),
  );
  route(app, e.updateClient, by('updateClient'), ({ request, params, body }) =>
    updateAgencyClient(deps, scopeOf(request), { id: params.id, fields: body }),
  );

  route(app, e.listClientSearches, by('listClientSearches'), ({ request, params }) =>
    searchesOfClient(deps, scopeOf(request), params),
  );
  route(app, e.createSearch, by('createSearch'), ({ request, params, body }) =>
    createSearch(deps, scopeOf(request), { clientId: params.id, input: body }),
  );
  route(app, e.getSearch, by('getSearch'), ({ request, params }) =>
    getSearch(deps, scopeOf(request), params),
  );
  route(app, e.updateSearch, by('updateSearch'), ({ request, params, body }) =>
    changeSearch(deps, scopeOf(request), { id: params.id, input: body }),
  );

  route(app, e.listLeads, by('listLeads'), ({ request, query }) =>
    listAgencyLeads(deps, scopeOf(request), query),
  );
  route(app, e.getLead, by('getLead'), ({ request, params }) =>
    getLeadDetail(deps, scopeOf(request), { id: params.id, ip: request.ip }),
  );
  route(app, e.updateLead, by('updateLead'), ({ request, params, body }) =>
    updateAgencyLead(deps, scopeOf(request), { id: params.id, ...body }),
  );

  route(app, e.listMandates, by('listMandates'), ({ request, query }) =>
    listRegister(deps, scopeOf(request), query),
  );
  route(app, e.getMandate, by('getMandate'), ({ request, params }) =>
    getMandate(deps, scopeOf(request), params),
  );
  route(app, e.createMandate, by('createMandate'), ({ request, body }) =>
    createMandate(deps, scopeOf(request), body),
  );

  route(app, e.listListingVisits, by('listListingVisits'), async ({ request, params }) => {
    const history = await listPropertyHistory(deps, scopeOf(request), { propertyId: params.id });
    return { items: history.entries.filter((entry) => entry.type === 'visit') };
  });
  route(app, e.getVisit, by('getVisit'), ({ request, params }) => getVisit(deps, scopeOf(request), params));
  route(app, e.recordVisitFeedback, by('recordVisitFeedback'), ({ request, params, body }) =>
    recordVisitFeedback(deps, scopeOf(request), { historyId: params.historyId, ...body }),
  );
}
