import { endpoints } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { guard, scopeOf } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { readForm } from '../../multipart';
import {
  addHistoryEntry,
  historyUploadLimits,
  listClientOptions,
  listPropertyHistory,
} from './history.service';

export async function historyRoutes(app: FastifyInstance, deps: AppDeps) {
  const member = { guard: guard.member() };

  route(app, endpoints.history.list, member, ({ request, params }) =>
    listPropertyHistory(deps, scopeOf(request), { propertyId: params.id }),
  );

  route(app, endpoints.history.create, member, async ({ request, params }) => {
    const form = await readForm(request, historyUploadLimits);
    return addHistoryEntry(deps, scopeOf(request), { propertyId: params.id, form });
  });

  // The list of the agency's clients with their contact details is the directory itself: members
  // without that permission type the client's details by hand.
  route(
    app,
    endpoints.history.clientOptions,
    { guard: guard.member({ permission: 'client_directory' }) },
    async ({ request }) => ({ items: await listClientOptions(deps, scopeOf(request)) }),
  );
}
