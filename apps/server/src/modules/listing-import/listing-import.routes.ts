import { endpoints } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { guard, scopeOf } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import {
  cancelListingImport,
  confirmListingImport,
  getListingImport,
  listListingImports,
  uploadListingExport,
} from './listing-import.service';

/**
 * « Importer » (issue 33): the head only. An import writes the whole portfolio at once, creates
 * listings in bulk and is the agency's move from another software: the head's decision, as the
 * data export is (docs/decisions/import.md).
 */
export async function listingImportRoutes(app: FastifyInstance, deps: AppDeps) {
  const head = { guard: guard.boss() };

  route(app, endpoints.listingImport.upload, head, ({ request }) =>
    uploadListingExport(deps, scopeOf(request), request),
  );
  route(app, endpoints.listingImport.list, head, ({ request }) => listListingImports(deps, scopeOf(request)));
  route(app, endpoints.listingImport.get, head, ({ request, params }) =>
    getListingImport(deps, scopeOf(request), params),
  );
  route(app, endpoints.listingImport.confirm, head, ({ request, params }) =>
    confirmListingImport(deps, scopeOf(request), params),
  );
  route(app, endpoints.listingImport.cancel, head, ({ request, params }) =>
    cancelListingImport(deps, scopeOf(request), params),
  );
}
