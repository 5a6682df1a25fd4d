import {
  clientInputSchema,
  clientListQuerySchema,
  clientMessages,
  pdfMessages,
  uuidParam,
} from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { guard, scopeOf } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { notFound } from '../../errors';
import { parse } from '../../validation';
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

  app.get('/api/clients', { config }, async (request) => {
    const scope = scopeOf(request);
    const query = parse(clientListQuerySchema, request.query);
    const { items, total } = await repo.listClients(deps.db, scope.agencyId, query);
    return { items: items.map(toClientDto), total, page: query.page, pageSize: query.pageSize };
  });

  app.post('/api/clients', { config }, async (request, reply) => {
    const scope = scopeOf(request);
    const input = parse(clientInputSchema, request.body);
    const row = await repo.insertClient(deps.db, scope.agencyId, input);
    return reply.code(201).send({ client: { ...toClientDto(row), documents: [] } });
  });

  app.post('/api/clients/with-document', { config }, async (request, reply) => {
    const scope = scopeOf(request);
    const doc = await readDocumentToSave(request, services, scope.agencyId);
    const client = await createClientWithDocument(deps, scope.agencyId, doc);
    return reply.code(201).send({ client });
  });

  app.get('/api/clients/:id', { config }, async (request) => {
    const scope = scopeOf(request);
    const { id } = parse(uuidParam, request.params);
    return { client: await getClientDetail(deps, scope.agencyId, id) };
  });

  app.patch('/api/clients/:id', { config }, async (request) => {
    const scope = scopeOf(request);
    const { id } = parse(uuidParam, request.params);
    const input = parse(clientInputSchema, request.body);
    const row = await repo.updateClient(deps.db, scope.agencyId, id, input);
    if (!row) throw notFound(clientMessages.notFound);
    return { client: await getClientDetail(deps, scope.agencyId, id) };
  });

  app.delete('/api/clients/:id', { config }, async (request, reply) => {
    const scope = scopeOf(request);
    const { id } = parse(uuidParam, request.params);
    await deleteClientAndFiles(deps, scope.agencyId, id, (err) =>
      request.log.error({ err, clientId: id }, 'stored files of a deleted client could not be removed'),
    );
    return reply.code(204).send();
  });

  app.post('/api/clients/:id/documents', { config }, async (request, reply) => {
    const scope = scopeOf(request);
    const { id } = parse(uuidParam, request.params);
    if (!(await ownerExists(deps.db, scope.agencyId, { kind: 'client', id }))) {
      throw notFound(clientMessages.notFound);
    }
    const doc = await readDocumentToSave(request, services, scope.agencyId);
    const document = await addClientDocument(deps, scope.agencyId, id, doc);
    return reply.code(201).send({ document, message: pdfMessages.documentAdded });
  });
}
