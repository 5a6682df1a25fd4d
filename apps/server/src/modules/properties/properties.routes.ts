import { endpoints } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { guard, scopeOf } from '../../auth/guards';
import { route } from '../../http/route';
import { readForm } from '../../multipart';
import { type DocumentsDeps, pdfUploadLimits } from '../documents/documents.service';
import {
  addPropertyDocument,
  changePropertyStatus,
  createAgencyProperty,
  deleteAgencyProperty,
  getAgencyProperty,
  listAgencyProperties,
  openPhoto,
  photoUploadLimits,
  propertySummary,
  publishPropertyOnSite,
  updateAgencyProperty,
} from './properties.service';

/** Photo keys embed fresh UUIDs and never change content, so the browser may keep them. */
const PHOTO_CACHE = 'private, max-age=31536000, immutable';

export async function propertiesRoutes(app: FastifyInstance, deps: DocumentsDeps) {
  // Spec 000 §6: any active member may read, edit, change the status of or delete a property;
  // adding one needs the add_property permission (001 §3), which the head always holds.
  const member = { guard: guard.member() };

  route(app, endpoints.properties.list, member, ({ request, query }) =>
    listAgencyProperties(deps, scopeOf(request), query, request.propertyListEpoch),
  );

  route(
    app,
    endpoints.properties.create,
    { guard: guard.member({ permission: 'add_property' }) },
    async ({ request }) => {
      const form = await readForm(request, photoUploadLimits);
      return createAgencyProperty(deps, scopeOf(request), form);
    },
  );

  route(app, endpoints.properties.get, member, ({ request, params }) =>
    getAgencyProperty(deps, scopeOf(request), params),
  );

  route(app, endpoints.properties.update, member, async ({ request, params }) => {
    const form = await readForm(request, photoUploadLimits);
    return updateAgencyProperty(deps, scopeOf(request), { id: params.id, form });
  });

  route(app, endpoints.properties.changeStatus, member, ({ request, params, body }) =>
    changePropertyStatus(deps, scopeOf(request), { id: params.id, status: body.status }),
  );

  route(app, endpoints.properties.publishOnSite, member, ({ request, params, body }) =>
    publishPropertyOnSite(deps, scopeOf(request), { id: params.id, ...body }),
  );

  route(app, endpoints.properties.remove, member, ({ request, params }) =>
    deleteAgencyProperty(deps, scopeOf(request), params),
  );

  route(app, endpoints.properties.photo, member, async ({ request, reply, params }) => {
    const object = await openPhoto(deps, scopeOf(request), params);
    return reply
      .header('Content-Type', 'image/webp')
      .header('Content-Length', String(object.size))
      .header('Cache-Control', PHOTO_CACHE)
      .send(object.body);
  });

  /** "Sauvegarder" after editing a property with a PDF: the document is appended to the property. */
  route(app, endpoints.documents.addToProperty, member, async ({ request, params }) => {
    const scope = scopeOf(request);
    // An unknown property is a 404 before the upload is even read.
    await propertySummary(deps, scope, params);
    const form = await readForm(request, pdfUploadLimits);
    return addPropertyDocument(deps, scope, { id: params.id, form });
  });
}
