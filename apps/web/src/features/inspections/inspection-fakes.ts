import {
  commonMessages,
  type Inspection,
  type InspectionContent,
  type InspectionSaveInput,
  inspectionContentSchema,
} from '@immopilote/contracts';
import { ApiRequestError } from '../../lib/api-client';
import { newRoom } from './lib/content-edit';
import type { SyncApi } from './offline/sync';

/** An inspection and a server in memory, for the sync's and the editor hook's tests. */

export const ID = '11111111-1111-4111-8111-111111111111';

export function content(): InspectionContent {
  const room = newRoom('sejour', 'Séjour', ['Sol', 'Murs']);
  return inspectionContentSchema.parse({
    landlord: { name: 'Hélène Dupré' },
    tenants: [{ name: 'Inès Carvalho', email: 'ines@exemple.fr' }],
    meters: [],
    keys: [],
    rooms: [room],
    equipment: [],
    furniture: [],
  });
}

export function inspection(version: number, doc = content()): Inspection {
  return {
    id: ID,
    propertyId: null,
    kind: 'entry',
    status: 'draft',
    inspectionDate: '2026-11-27',
    tenantNames: ['Inès Carvalho'],
    signedAt: null,
    updatedAt: '2026-11-27T10:00:00.000Z',
    propertyLabel: 'T2 Croix-Rousse',
    propertyAddress: '4 rue d’Austerlitz, 69004 Lyon',
    furnished: false,
    version,
    updatedByName: 'Camille Durand',
    content: doc,
    photos: [],
    entry: null,
    changes: [],
    signature: null,
  };
}

const networkDown = () => new ApiRequestError(0, 'NETWORK', commonMessages.genericError);

/** A server holding one inspection: a version that moves on each save, photos by id, a switch for the network. */
export function fakeServer(start: Inspection) {
  let stored = start;
  const photos = new Map<string, number>();
  const calls: string[] = [];
  const server = {
    up: true,
    /** Fails the n-th photo upload once (a cut mid-upload). */
    cutOnPhoto: -1,
    saves: [] as InspectionSaveInput[],
    photos,
    calls,
    get stored() {
      return stored;
    },
    /** Another device saves. */
    otherDeviceSaves(doc: InspectionContent) {
      stored = { ...stored, version: stored.version + 1, content: doc, updatedByName: 'Paul Martin' };
    },
  };
  const api: SyncApi = {
    get: async () => {
      if (!server.up) throw networkDown();
      return stored;
    },
    putPhoto: async (_id, photoId) => {
      calls.push(`photo:${photoId}`);
      if (!server.up) throw networkDown();
      if (server.cutOnPhoto === 0) {
        server.cutOnPhoto = -1;
        throw networkDown();
      }
      server.cutOnPhoto -= 1;
      photos.set(photoId, (photos.get(photoId) ?? 0) + 1);
    },
    save: async (_id, body) => {
      calls.push('save');
      if (!server.up) throw networkDown();
      if (!body.force && body.baseVersion !== stored.version) {
        throw new ApiRequestError(409, 'CONFLICT', 'Modifié ailleurs');
      }
      server.saves.push(body);
      stored = { ...stored, version: stored.version + 1, content: body.content as InspectionContent };
      return stored;
    },
  };
  return { server, api };
}
