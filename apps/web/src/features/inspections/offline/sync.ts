import type { Inspection, InspectionSaveInput } from '@immopilote/contracts';
import { ApiRequestError } from '../../../lib/api-client';
import { afterSave, citedPhotoIds, fromServer, type LocalInspection, saveBody } from './local-record';
import type { InspectionStore } from './local-store';

/** The server as the sync sees it (the real calls in `api/`, fakes in tests). */
export interface SyncApi {
  get(id: string): Promise<Inspection>;
  /** Idempotent by photo id: sending a photo twice stores it once. */
  putPhoto(inspectionId: string, photoId: string, blob: Blob): Promise<void>;
  save(id: string, body: InspectionSaveInput): Promise<Inspection>;
}

export type SyncOutcome =
  | { kind: 'synced'; record: LocalInspection }
  /** No network (or the server not answering): try again later, nothing lost. */
  | { kind: 'offline' }
  | { kind: 'signed-out' }
  /** Another device saved since: the record now holds their version in `conflict`. */
  | { kind: 'conflict'; record: LocalInspection }
  /** Refused for good (a rule of the document): the message says why; the local copy stays. */
  | { kind: 'failed'; message: string }
  | { kind: 'missing' };

/** A failure worth trying again later: no answer, or the server's own trouble. */
export function isTransient(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.code === 'NETWORK' || error.status >= 500);
}

function outcomeOf(error: unknown): SyncOutcome {
  if (isTransient(error)) return { kind: 'offline' };
  if (error instanceof ApiRequestError && error.status === 401) return { kind: 'signed-out' };
  if (error instanceof ApiRequestError) return { kind: 'failed', message: error.message };
  throw error;
}

/**
 * Sends what this device holds of one inspection: first every photo the server does not have yet
 * (one by one, by the id the device gave it, so a cut resumes where it stopped and a retry never
 * stores a photo twice), then the document with the version it was made from. A 409 keeps both
 * versions: the agent chooses (`keepTheirs` / `syncInspection(…, { force: true })`).
 */
export async function syncInspection(
  id: string,
  store: InspectionStore,
  api: SyncApi,
  { force = false }: { force?: boolean } = {},
): Promise<SyncOutcome> {
  const record = await store.get(id);
  if (!record) return { kind: 'missing' };
  try {
    const cited = citedPhotoIds(record.content);
    for (const photo of await store.photos(id)) {
      if (photo.sent) continue;
      // A photo taken then removed from the document is not sent at all.
      if (!cited.has(photo.id)) {
        await store.deletePhoto(photo.id);
        continue;
      }
      await api.putPhoto(id, photo.id, photo.blob);
      await store.markPhotoSent(photo.id);
    }
    // The record again: edits made while the photos went are part of this save.
    const current = (await store.get(id)) ?? record;
    if (!current.dirty && !force) return { kind: 'synced', record: current };
    const editsAtSend = current.edits;
    const base = force && current.conflict ? { ...current, baseVersion: current.conflict.version } : current;
    const saved = await api.save(id, saveBody(base, force));
    const next = await store.update(id, (latest) => afterSave(latest, saved, editsAtSend));
    return { kind: 'synced', record: next ?? afterSave(current, saved, editsAtSend) };
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 409 && error.code === 'CONFLICT') {
      try {
        const theirs = await api.get(id);
        const next = await store.update(id, (latest) => ({ ...latest, conflict: theirs }));
        return next ? { kind: 'conflict', record: next } : { kind: 'missing' };
      } catch (readError) {
        return outcomeOf(readError);
      }
    }
    return outcomeOf(error);
  }
}

/** « Garder la version de l'autre appareil »: their copy replaces the local one, local edits dropped. */
export async function keepTheirs(id: string, store: InspectionStore): Promise<LocalInspection | undefined> {
  const record = await store.get(id);
  if (!record?.conflict) return record;
  const next = fromServer(record.conflict);
  await store.put(next);
  return next;
}

/** The wait before the n-th retry (0-based): 2 s, 4 s, 8 s… up to a minute. */
export function retryDelay(attempt: number): number {
  return Math.min(60_000, 2000 * 2 ** attempt);
}
