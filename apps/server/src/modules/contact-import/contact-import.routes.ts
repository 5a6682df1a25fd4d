import { endpoints } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { guard, scopeOf } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import {
  createContactImport,
  getContactImport,
  previewContactImport,
  startContactImport,
} from './contact-import.service';
import { withUploadedFile } from './contact-import-upload';

/** « Importer des contacts » (issue 33): whoever may add clients, as the directory's own routes. */
export async function contactImportRoutes(app: FastifyInstance, deps: AppDeps) {
  const config = { guard: guard.member({ permission: 'client_directory' }) };

  route(app, endpoints.contactImport.upload, config, ({ request }) =>
    withUploadedFile(request, (file) => createContactImport(deps, scopeOf(request), file)),
  );

  route(app, endpoints.contactImport.get, config, ({ request, params }) =>
    getContactImport(deps, scopeOf(request), params),
  );

  route(app, endpoints.contactImport.preview, config, ({ request, params, body }) =>
    previewContactImport(deps, scopeOf(request), { id: params.id, mapping: body.mapping }),
  );

  route(app, endpoints.contactImport.start, config, ({ request, params, body }) =>
    startContactImport(deps, scopeOf(request), { id: params.id, mapping: body.mapping }),
  );
}
