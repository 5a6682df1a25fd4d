import { documentMessages, endpoints } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { guard, hasPermission, scopeOf } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { notFound } from '../../errors';
import { route } from '../../http/route';
import { bucketOfDocument, findDocument } from './documents.repo';

/** RFC 6266: an ASCII fallback plus the exact UTF-8 name (accents in French file names). */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** One authorised download for every stored document, whoever owns it (client, property, history entry). */
export async function documentsRoutes(app: FastifyInstance, deps: AppDeps) {
  route(app, endpoints.documents.download, { guard: guard.member() }, async ({ request, reply, params }) => {
    const { id } = params;
    const scope = scopeOf(request);
    const row = await findDocument(deps.db, scope.agencyId, id);
    if (!row) throw notFound(documentMessages.notFound);
    // Client papers (identity documents) follow the client directory permission.
    if (row.clientId && !hasPermission(request.auth!, 'client_directory')) {
      throw notFound(documentMessages.notFound);
    }
    const object = await deps.storage.get(bucketOfDocument(row), row.storageKey);
    if (!object) throw notFound(documentMessages.notFound);
    return reply
      .header('Content-Type', row.mimeType)
      .header('Content-Length', String(object.size))
      .header('Content-Disposition', attachmentDisposition(row.fileName))
      .header('Cache-Control', 'private, no-cache')
      .send(object.body);
  });
}
