import { endpoints } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { guard, scopeOf } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import {
  agencyMatches,
  changeSearch,
  changeSearchStatus,
  createSearch,
  createSearchFromListing,
  getSearch,
  listPlaces,
  matchesOfClient,
  matchesOfProperty,
  matchSummary,
  removeSearch,
  searchesOfClient,
  setMatchState,
} from './matching.service';

/** Searches and matches (issue 28): every route needs the client_directory permission. */
export async function matchingRoutes(app: FastifyInstance, deps: AppDeps) {
  const config = { guard: guard.member({ permission: 'client_directory' }) };
  const e = endpoints.matching;

  route(app, e.places, config, ({ request, query }) => listPlaces(deps, scopeOf(request), query));
  route(app, e.clientSearches, config, ({ request, params }) =>
    searchesOfClient(deps, scopeOf(request), params),
  );
  route(app, e.createSearch, config, ({ request, params, body }) =>
    createSearch(deps, scopeOf(request), { clientId: params.id, input: body }),
  );
  route(app, e.createSearchFromListing, config, ({ request, params, body }) =>
    createSearchFromListing(deps, scopeOf(request), { propertyId: params.id, clientId: body.clientId }),
  );
  route(app, e.getSearch, config, ({ request, params }) => getSearch(deps, scopeOf(request), params));
  route(app, e.updateSearch, config, ({ request, params, body }) =>
    changeSearch(deps, scopeOf(request), { id: params.id, input: body }),
  );
  route(app, e.setSearchStatus, config, ({ request, params, body }) =>
    changeSearchStatus(deps, scopeOf(request), { id: params.id, status: body.status }),
  );
  route(app, e.removeSearch, config, ({ request, params }) => removeSearch(deps, scopeOf(request), params));
  route(app, e.propertyMatches, config, ({ request, params }) =>
    matchesOfProperty(deps, scopeOf(request), params),
  );
  route(app, e.clientMatches, config, ({ request, params }) =>
    matchesOfClient(deps, scopeOf(request), params),
  );
  route(app, e.list, config, ({ request, query }) => agencyMatches(deps, scopeOf(request), query));
  route(app, e.summary, config, ({ request }) => matchSummary(deps, scopeOf(request)));
  route(app, e.setState, config, ({ request, params, body }) =>
    setMatchState(deps, scopeOf(request), { ...params, input: body }),
  );
}
