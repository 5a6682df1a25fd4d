import { clientMessages, endpoints } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { guard, scopeOf } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { notFound } from '../../errors';
import { route } from '../../http/route';
import { ownerExists } from '../documents/document-owners.repo';
import { type DocumentServices, readDocumentToSave } from '../documents/document-services';
import * as repo from './clients.repo';
import {
  addClientDocument,
  createClientWithDocument,
  deleteClientAndFiles,
  getClientDetail,
  toClientDto,
} from './clients.service';

/** The client directory (spec 001 §2): every route needs the client_directory permission. */
export async function clientsRoutes(app: FastifyInstance, deps: AppDeps, services: DocumentServices) {
  const config = { guard: guard.member({ permission: 'client_directory' }) };

  route(app, endpoints.clients.list, config, async ({ request, query }) => {
    const { items, total } = await repo.listClients(deps.db, scopeOf(request).agencyId, query);
    return { items: items.map(toClientDto), total, page: query.page, pageSize: query.pageSize };
  });

  route(app, endpoints.clients.create, config, async ({ request, body }) => {
    const row = await repo.insertClient(deps.db, scopeOf(request).agencyId, body);
    return { ...toClientDto(row), documents: [] };
  });

  route(app, endpoints.clients.createWithDocument, config, async ({ request }) => {
    const scope = scopeOf(request);
    const doc = await readDocumentToSave(request, services, scope.agencyId);
    return createClientWithDocument(deps, scope.agencyId, doc);
  });

  route(app, endpoints.clients.get, config, ({ request, params }) =>
    getClientDetail(deps, scopeOf(request).agencyId, params.id),
  );

  route(app, endpoints.clients.update, config, async ({ request, params, body }) => {
    const scope = scopeOf(request);
    const row = await repo.updateClient(deps.db, scope.agencyId, params.id, body);
    if (!row) throw notFound(clientMessages.notFound);
    return getClientDetail(deps, scope.agencyId, params.id);
  });

  route(app, endpoints.clients.remove, config, ({ request, params }) =>
    deleteClientAndFiles(deps, scopeOf(request).agencyId, params.id, (err) =>
      request.log.error(
        { err, clientId: params.id },
        'stored files of a deleted client could not be removed',
      ),
    ),
  );

  route(app, endpoints.clients.addDocument, config, async ({ request, params }) => {
    const scope = scopeOf(request);
    if (!(await ownerExists(deps.db, scope.agencyId, { kind: 'client', id: params.id }))) {
      throw notFound(clientMessages.notFound);
    }
    const doc = await readDocumentToSave(request, services, scope.agencyId);
    return addClientDocument(deps, scope.agencyId, params.id, doc);
  });
}
