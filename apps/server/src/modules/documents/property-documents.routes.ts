import { endpoints, pdfMessages } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { guard, scopeOf } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { notFound } from '../../errors';
import { route } from '../../http/route';
import { ownerExists } from './document-owners.repo';
import { type DocumentServices, readDocumentToSave } from './document-services';
import { storeDocument, withStoredFiles } from './document-store';
import { toStoredDocument } from './documents.repo';

/** "Sauvegarder" after editing a property with a PDF: the document is appended to the property. */
export async function propertyDocumentsRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  services: DocumentServices,
) {
  route(app, endpoints.documents.addToProperty, { guard: guard.member() }, async ({ request, params }) => {
    const scope = scopeOf(request);
    const { id } = params;
    const owner = { kind: 'property', id } as const;
    if (!(await ownerExists(deps.db, scope.agencyId, owner))) throw notFound(pdfMessages.propertyNotFound);
    const doc = await readDocumentToSave(request, services, scope.agencyId);
    const row = await withStoredFiles(deps.db, deps.storage, async (tx, stored) => {
      // Locks the property so a concurrent delete cannot leave this file without its owner.
      if (!(await ownerExists(tx, scope.agencyId, owner))) throw notFound(pdfMessages.propertyNotFound);
      return storeDocument(tx, deps.storage, scope.agencyId, { owner, ...doc }, stored);
    });
    return toStoredDocument(row);
  });
}
