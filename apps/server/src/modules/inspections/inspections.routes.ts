import { endpoints } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { guard, scopeOf } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { readForm } from '../../multipart';
import { inspectionPhotoLimits, openInspectionPhoto, putInspectionPhoto } from './inspection-photos';
import {
  createInspection,
  getInspection,
  inspectionDefaults,
  listPropertyInspections,
  removeInspection,
  saveInspection,
  setInspectionDefaults,
} from './inspections.service';

/** A photo's id is made once on the phone and its file never changes: the browser may keep it. */
const PHOTO_CACHE = 'private, max-age=31536000, immutable';

/**
 * A whole document in one save: 40 rooms of 60 lines with their remarks (2,000 characters, up to
 * 3 bytes each in UTF-8) reach 15 MB; a real one is a few hundred kilobytes.
 */
const SAVE_BODY_LIMIT = 16 * 1024 * 1024;

export async function inspectionsRoutes(app: FastifyInstance, deps: AppDeps) {
  // Inspections are done on the agency's rentals by the members who manage its properties.
  const managing = { guard: guard.member({ permission: 'add_property' }) };

  route(app, endpoints.inspections.listForProperty, managing, ({ request, params }) =>
    listPropertyInspections(deps, scopeOf(request), { propertyId: params.id }),
  );
  route(app, endpoints.inspections.create, managing, ({ request, params, body }) =>
    createInspection(deps, scopeOf(request), { propertyId: params.id, input: body }),
  );
  route(app, endpoints.inspections.get, managing, ({ request, params }) =>
    getInspection(deps, scopeOf(request), params),
  );
  route(
    app,
    endpoints.inspections.save,
    { ...managing, bodyLimit: SAVE_BODY_LIMIT },
    ({ request, params, body }) => saveInspection(deps, scopeOf(request), { id: params.id, input: body }),
  );
  route(app, endpoints.inspections.remove, managing, ({ request, params }) =>
    removeInspection(deps, scopeOf(request), params),
  );
  route(app, endpoints.inspections.putPhoto, managing, async ({ request, params }) => {
    const form = await readForm(request, inspectionPhotoLimits);
    return putInspectionPhoto(deps, scopeOf(request), { ...params, form });
  });
  route(app, endpoints.inspections.photo, managing, async ({ request, reply, params }) => {
    const object = await openInspectionPhoto(deps, scopeOf(request), params);
    return reply
      .header('Content-Type', object.contentType)
      .header('Content-Length', String(object.size))
      .header('Cache-Control', PHOTO_CACHE)
      .send(object.body);
  });

  // Every member lays out inspections with the agency's lists; the head sets them, once.
  route(app, endpoints.inspections.defaults, { guard: guard.member() }, ({ request }) =>
    inspectionDefaults(deps, scopeOf(request)),
  );
  route(app, endpoints.inspections.setDefaults, { guard: guard.boss() }, ({ request, body }) =>
    setInspectionDefaults(deps, scopeOf(request), body),
  );
}
