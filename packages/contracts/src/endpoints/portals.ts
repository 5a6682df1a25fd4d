import { uuidParam } from '../schemas/fields';
import {
  portalConnectionCreateSchema,
  portalConnectionListSchema,
  portalConnectionSchema,
  portalConnectionUpdateSchema,
  portalPublicationSchema,
  portalUploadSchema,
  propertyPortalsInputSchema,
  propertyPortalsSchema,
} from '../schemas/portals';
import { created, endpoint, json, noContent, ok } from './define';

/** Publishing to the portals (issue 33). */
export const portalEndpoints = {
  /** The head's connections (« Mon agence »): host, user, folder; never the password. */
  listConnections: endpoint({
    method: 'GET',
    path: '/api/portals/connections',
    response: ok(portalConnectionListSchema),
  }),
  createConnection: endpoint({
    method: 'POST',
    path: '/api/portals/connections',
    body: json(portalConnectionCreateSchema),
    response: created(portalConnectionSchema),
  }),
  updateConnection: endpoint({
    method: 'PUT',
    path: '/api/portals/connections/:id',
    params: uuidParam,
    body: json(portalConnectionUpdateSchema),
    response: ok(portalConnectionSchema),
  }),
  removeConnection: endpoint({
    method: 'DELETE',
    path: '/api/portals/connections/:id',
    params: uuidParam,
    response: noContent,
  }),
  /** The publication page: each portal's last upload, what was sent and left out. */
  publication: endpoint({
    method: 'GET',
    path: '/api/portals/publication',
    response: ok(portalPublicationSchema),
  }),
  /** « Publier maintenant »: the upload, pending; the job builds and sends it. */
  publish: endpoint({
    method: 'POST',
    path: '/api/portals/connections/:id/publish',
    params: uuidParam,
    response: created(portalUploadSchema),
  }),
  /** « Confirmer l’envoi » of an upload the guard held (the head). */
  confirm: endpoint({
    method: 'POST',
    path: '/api/portals/uploads/:id/confirm',
    params: uuidParam,
    response: ok(portalUploadSchema),
  }),
  /** « Diffuser sur »: the portals a listing goes to. */
  propertyPortals: endpoint({
    method: 'GET',
    path: '/api/properties/:id/portals',
    params: uuidParam,
    response: ok(propertyPortalsSchema),
  }),
  setPropertyPortals: endpoint({
    method: 'PUT',
    path: '/api/properties/:id/portals',
    params: uuidParam,
    body: json(propertyPortalsInputSchema),
    response: ok(propertyPortalsSchema),
  }),
} as const;
