import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { INSPECTIONS_DB } from '../../../lib/device-data';
import type { LocalInspection, LocalPhoto } from './local-record';

/** What the sync and the editor need of the device's storage (IndexedDB here, a Map in tests). */
export interface InspectionStore {
  get(id: string): Promise<LocalInspection | undefined>;
  put(record: LocalInspection): Promise<void>;
  /** Reads, changes and writes one record in one transaction (a save's answer beside new edits). */
  update(
    id: string,
    change: (record: LocalInspection) => LocalInspection,
  ): Promise<LocalInspection | undefined>;
  photos(inspectionId: string): Promise<LocalPhoto[]>;
  putPhoto(photo: LocalPhoto): Promise<void>;
  markPhotoSent(id: string): Promise<void>;
  deletePhoto(id: string): Promise<void>;
  /** The record and its photos gone from the device (a draft deleted). */
  forget(id: string): Promise<void>;
}

interface InspectionsDb extends DBSchema {
  inspections: { key: string; value: LocalInspection };
  photos: { key: string; value: LocalPhoto; indexes: { byInspection: string } };
}

let opened: Promise<IDBPDatabase<InspectionsDb>> | null = null;
const db = () => {
  opened ??= openDB<InspectionsDb>(INSPECTIONS_DB, 1, {
    upgrade(database) {
      database.createObjectStore('inspections', { keyPath: 'id' });
      database.createObjectStore('photos', { keyPath: 'id' }).createIndex('byInspection', 'inspectionId');
    },
    // Another tab deletes the database (sign-out): let it, and open again next time.
    blocking() {
      void opened?.then((d) => d.close());
      opened = null;
    },
  });
  return opened;
};

export const indexedDbStore: InspectionStore = {
  get: async (id) => (await db()).get('inspections', id),
  put: async (record) => {
    await (await db()).put('inspections', record);
  },
  update: async (id, change) => {
    const tx = (await db()).transaction('inspections', 'readwrite');
    const current = await tx.store.get(id);
    const next = current ? change(current) : undefined;
    if (next) await tx.store.put(next);
    await tx.done;
    return next;
  },
  photos: async (inspectionId) => (await db()).getAllFromIndex('photos', 'byInspection', inspectionId),
  putPhoto: async (photo) => {
    await (await db()).put('photos', photo);
  },
  markPhotoSent: async (id) => {
    const tx = (await db()).transaction('photos', 'readwrite');
    const photo = await tx.store.get(id);
    if (photo) await tx.store.put({ ...photo, sent: true });
    await tx.done;
  },
  deletePhoto: async (id) => {
    await (await db()).delete('photos', id);
  },
  forget: async (id) => {
    const tx = (await db()).transaction(['inspections', 'photos'], 'readwrite');
    await tx.objectStore('inspections').delete(id);
    const photos = tx.objectStore('photos');
    for (const key of await photos.index('byInspection').getAllKeys(id)) await photos.delete(key);
    await tx.done;
  },
};

/** The same contract in memory: unit tests, and a browser without IndexedDB (private mode on old Safari). */
export function memoryStore(): InspectionStore {
  const records = new Map<string, LocalInspection>();
  const photos = new Map<string, LocalPhoto>();
  return {
    get: async (id) => records.get(id),
    put: async (record) => void records.set(record.id, record),
    update: async (id, change) => {
      const current = records.get(id);
      if (!current) return undefined;
      const next = change(current);
      records.set(id, next);
      return next;
    },
    photos: async (inspectionId) => [...photos.values()].filter((p) => p.inspectionId === inspectionId),
    putPhoto: async (photo) => void photos.set(photo.id, photo),
    markPhotoSent: async (id) => {
      const photo = photos.get(id);
      if (photo) photos.set(id, { ...photo, sent: true });
    },
    deletePhoto: async (id) => void photos.delete(id),
    forget: async (id) => {
      records.delete(id);
      for (const photo of [...photos.values()]) if (photo.inspectionId === id) photos.delete(photo.id);
    },
  };
}
