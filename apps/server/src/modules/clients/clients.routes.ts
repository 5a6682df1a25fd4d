import { endpoints } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { guard, scopeOf } from '../../auth/guards';
import { route } from '../../http/route';
import { readForm } from '../../multipart';
import { type DocumentsDeps, pdfUploadLimits } from '../documents/documents.service';
import {
  addClientDocument,
  createClient,
  createClientWithDocument,
  deleteClientAndFiles,
  getClientDetail,
  listAgencyClients,
  listVisitsOfClient,
  requireClient,
  searchClients,
  updateAgencyClient,
} from './clients.service';

/** The client directory (spec 001 §2): every route needs the client_directory permission. */
export async function clientsRoutes(app: FastifyInstance, deps: DocumentsDeps) {
  const config = { guard: guard.member({ permission: 'client_directory' }) };

  route(app, endpoints.clients.list, config, ({ request, query }) =>
    listAgencyClients(deps, scopeOf(request), query),
  );

  // Three characters at least (the query's schema): the picker never lists the whole directory.
  route(app, endpoints.clients.search, config, ({ request, query }) =>
    searchClients(deps, scopeOf(request), query),
  );

  route(app, endpoints.clients.create, config, ({ request, body }) =>
    createClient(deps, scopeOf(request), body),
  );

  route(app, endpoints.clients.createWithDocument, config, async ({ request }) => {
    const form = await readForm(request, pdfUploadLimits);
    return createClientWithDocument(deps, scopeOf(request), { form });
  });

  route(app, endpoints.clients.get, config, ({ request, params }) =>
    getClientDetail(deps, scopeOf(request), params),
  );

  route(app, endpoints.clients.visits, config, ({ request, params }) =>
    listVisitsOfClient(deps, scopeOf(request), params),
  );

  route(app, endpoints.clients.update, config, ({ request, params, body }) =>
    updateAgencyClient(deps, scopeOf(request), { id: params.id, fields: body }),
  );

  route(app, endpoints.clients.remove, config, ({ request, params }) =>
    deleteClientAndFiles(deps, scopeOf(request), {
      id: params.id,
      onStorageError: (err) =>
        request.log.error(
          { err, clientId: params.id },
          'stored files of a deleted client could not be removed',
        ),
    }),
  );

  route(app, endpoints.clients.addDocument, config, async ({ request, params }) => {
    const scope = scopeOf(request);
    // An unknown client is a 404 before the upload is even read.
    await requireClient(deps, scope, params);
    const form = await readForm(request, pdfUploadLimits);
    return addClientDocument(deps, scope, { id: params.id, form });
  });
}
