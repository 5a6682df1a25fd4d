import { uuidParam } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { guard, scopeOf } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { readForm } from '../../multipart';
import { parse } from '../../validation';
import { addHistoryEntry, clientOptions, historyUploadLimits, listPropertyHistory } from './history.service';

export async function historyRoutes(app: FastifyInstance, deps: AppDeps) {
  const member = guard.member();

  app.get('/api/properties/:id/history', { config: { guard: member } }, async (request) => {
    const { id } = parse(uuidParam, request.params);
    return listPropertyHistory(deps, scopeOf(request), id);
  });

  app.post('/api/properties/:id/history', { config: { guard: member } }, async (request, reply) => {
    const { id } = parse(uuidParam, request.params);
    const scope = scopeOf(request);
    const form = await readForm(request, historyUploadLimits);
    return reply.code(201).send(await addHistoryEntry(deps, scope, id, form));
  });

  // The list of the agency's clients with their contact details is the directory itself: members
  // without that permission type the client's details by hand.
  app.get(
    '/api/history/client-options',
    { config: { guard: guard.member({ permission: 'client_directory' }) } },
    async (request) => clientOptions(deps, scopeOf(request)),
  );
}
