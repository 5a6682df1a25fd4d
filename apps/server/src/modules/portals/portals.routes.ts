import { endpoints } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { guard, scopeOf } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import {
  confirmUpload,
  createPortalConnection,
  getPropertyPortals,
  listPortalConnections,
  portalPublication,
  publishNow,
  removePortalConnection,
  setPropertyPortals,
  updatePortalConnection,
} from './portals.service';

/**
 * Publishing to the portals (issue 33). The connections (FTP accounts, the agency's identifiers)
 * and the confirmation of an upload that would empty a portal are the head's; « Publier
 * maintenant » and the page are for whoever may run the ZIP export (the head, « Ajouter des
 * biens »), since they send the same listings; every member who edits a listing picks its portals.
 */
export async function portalsRoutes(app: FastifyInstance, deps: AppDeps) {
  const head = { guard: guard.boss() };
  const publisher = { guard: guard.member({ permission: 'add_property' }) };
  const member = { guard: guard.member() };

  route(app, endpoints.portals.listConnections, head, ({ request }) =>
    listPortalConnections(deps, scopeOf(request)),
  );
  route(app, endpoints.portals.createConnection, head, ({ request, body }) =>
    createPortalConnection(deps, scopeOf(request), body),
  );
  route(app, endpoints.portals.updateConnection, head, ({ request, params, body }) =>
    updatePortalConnection(deps, scopeOf(request), { id: params.id, body }),
  );
  route(app, endpoints.portals.removeConnection, head, ({ request, params }) =>
    removePortalConnection(deps, scopeOf(request), params),
  );
  route(app, endpoints.portals.confirm, head, ({ request, params }) =>
    confirmUpload(deps, scopeOf(request), params),
  );

  route(app, endpoints.portals.publication, publisher, ({ request }) =>
    portalPublication(deps, scopeOf(request)),
  );
  route(app, endpoints.portals.publish, publisher, ({ request, params }) =>
    publishNow(deps, scopeOf(request), params),
  );

  route(app, endpoints.portals.propertyPortals, member, ({ request, params }) =>
    getPropertyPortals(deps, scopeOf(request), params),
  );
  route(app, endpoints.portals.setPropertyPortals, member, ({ request, params, body }) =>
    setPropertyPortals(deps, scopeOf(request), { id: params.id, body }),
  );
}
