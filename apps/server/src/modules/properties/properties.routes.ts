import { propertyStatusSchema, uuidParam } from '@immopilote/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { guard, scopeOf } from '../../auth/guards';
import type { AppDeps } from '../../deps';
import { readForm } from '../../multipart';
import { parse } from '../../validation';
import {
  changePropertyStatus,
  createAgencyProperty,
  deleteAgencyProperty,
  getAgencyProperty,
  listAgencyProperties,
  openPhoto,
  photoUploadLimits,
  updateAgencyProperty,
} from './properties.service';

const photoParams = z.object({ id: z.uuid(), variant: z.enum(['thumb', 'large']) });

/** Photo keys embed fresh UUIDs and never change content, so the browser may keep them. */
const PHOTO_CACHE = 'private, max-age=31536000, immutable';

export async function propertiesRoutes(app: FastifyInstance, deps: AppDeps) {
  // Spec 000 §6: any active member may read, edit, change the status of or delete a property;
  // adding one needs the add_property permission (001 §3), which the head always holds.
  const member = guard.member();

  app.get('/api/properties', { config: { guard: member } }, async (request) =>
    listAgencyProperties(deps, scopeOf(request), request.query),
  );

  app.post(
    '/api/properties',
    { config: { guard: guard.member({ permission: 'add_property' }) } },
    async (request, reply) => {
      const scope = scopeOf(request);
      const form = await readForm(request, photoUploadLimits);
      return reply.code(201).send(await createAgencyProperty(deps, scope, form));
    },
  );

  app.get('/api/properties/:id', { config: { guard: member } }, async (request) => {
    const { id } = parse(uuidParam, request.params);
    return getAgencyProperty(deps, scopeOf(request), id);
  });

  app.put('/api/properties/:id', { config: { guard: member } }, async (request) => {
    const { id } = parse(uuidParam, request.params);
    const scope = scopeOf(request);
    const form = await readForm(request, photoUploadLimits);
    return updateAgencyProperty(deps, scope, id, form);
  });

  app.patch('/api/properties/:id/status', { config: { guard: member } }, async (request) => {
    const { id } = parse(uuidParam, request.params);
    const { status } = parse(propertyStatusSchema, request.body);
    return changePropertyStatus(deps, scopeOf(request), id, status);
  });

  app.delete('/api/properties/:id', { config: { guard: member } }, async (request, reply) => {
    const { id } = parse(uuidParam, request.params);
    await deleteAgencyProperty(deps, scopeOf(request), id);
    return reply.code(204).send();
  });

  app.get('/api/photos/:id/:variant', { config: { guard: member } }, async (request, reply) => {
    const { id, variant } = parse(photoParams, request.params);
    const object = await openPhoto(deps, scopeOf(request), id, variant);
    return reply
      .header('Content-Type', 'image/webp')
      .header('Content-Length', String(object.size))
      .header('Cache-Control', PHOTO_CACHE)
      .send(object.body);
  });
}
