import { commonMessages, type Inspection } from '@immopilote/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { inspectionServer } from '../api/server-calls';
import { citedPhotoIds, fromServer, type LocalInspection, withEdit, withServerCopy } from './local-record';
import { indexedDbStore, type InspectionStore } from './local-store';
import { keepTheirs, retryDelay, type SyncApi, type SyncOutcome, syncInspection } from './sync';

/**
 * - `local`: saved on the device, not on the server yet (a save is about to go);
 * - `syncing`, `synced`; `offline`: no network, retried with backoff and on the `online` event;
 * - `conflict`: another device saved since; `failed`: the server refused the document;
 * - `signed-out`: the session ended, the device keeps everything.
 */
export type SyncState = 'local' | 'syncing' | 'synced' | 'offline' | 'conflict' | 'failed' | 'signed-out';

/** A save leaves this long after the last edit (typing a remark sends one save, not one per key). */
const SAVE_AFTER_MS = 1500;

interface Options {
  store?: InspectionStore;
  api?: SyncApi;
}

/**
 * One inspection on this device: read from IndexedDB first (offline, in a few milliseconds), then
 * from the server when there is a network; every edit written on the device first, then synced.
 * `record` is undefined while reading, null when the device has no copy and cannot fetch one.
 */
export function useLocalInspection(
  id: string,
  { store = indexedDbStore, api = inspectionServer }: Options = {},
) {
  const [record, setRecord] = useState<LocalInspection | null | undefined>(undefined);
  const [state, setState] = useState<SyncState>('synced');
  const [online, setOnline] = useState(() => typeof navigator === 'undefined' || navigator.onLine);
  const [failure, setFailure] = useState<string | null>(null);
  const [photoUrls, setPhotoUrls] = useState<Map<string, string>>(() => new Map());
  const [unsentPhotos, setUnsentPhotos] = useState(0);

  const current = useRef<LocalInspection | null>(null);
  const writes = useRef<Promise<unknown>>(Promise.resolve());
  const running = useRef(false);
  const again = useRef(false);
  const attempt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const runRef = useRef<(force?: boolean) => Promise<boolean>>(async () => false);

  const show = useCallback((next: LocalInspection) => {
    current.current = next;
    setRecord(next);
  }, []);

  const countUnsent = useCallback(async () => {
    const cited = current.current ? citedPhotoIds(current.current.content) : new Set<string>();
    const photos = await store.photos(id);
    setUnsentPhotos(photos.filter((p) => !p.sent && cited.has(p.id)).length);
  }, [id, store]);

  const schedule = useCallback((delay: number) => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      void runRef.current();
    }, delay);
  }, []);

  const run = useCallback(
    async (force = false) => {
      if (running.current) {
        again.current = true;
        return false;
      }
      running.current = true;
      setState('syncing');
      // Edits still being written go with this sync.
      await writes.current;
      let outcome: SyncOutcome;
      try {
        outcome = await syncInspection(id, store, api, { force });
      } catch {
        // The device's storage failed (quota, a private window): said, and tried again on the next edit.
        outcome = { kind: 'failed', message: commonMessages.genericError };
      } finally {
        running.current = false;
      }
      const shown = current.current;
      let upToDate = false;
      switch (outcome.kind) {
        case 'synced': {
          attempt.current = 0;
          setFailure(null);
          // Edits made in the meantime stay on screen; the version and the server copy move on.
          const next =
            shown && shown.edits !== outcome.record.edits
              ? { ...shown, server: outcome.record.server, baseVersion: outcome.record.baseVersion }
              : outcome.record;
          show(next);
          upToDate = !next.dirty;
          setState(next.dirty ? 'local' : 'synced');
          if (again.current || next.dirty) {
            again.current = false;
            schedule(SAVE_AFTER_MS);
          }
          break;
        }
        case 'offline':
          setState('offline');
          schedule(retryDelay(attempt.current));
          attempt.current += 1;
          break;
        case 'conflict':
          if (shown) show({ ...shown, conflict: outcome.record.conflict });
          setState('conflict');
          break;
        case 'failed':
          setFailure(outcome.message);
          setState('failed');
          break;
        case 'signed-out':
          setState('signed-out');
          break;
        case 'missing':
          break;
      }
      await countUnsent();
      return upToDate;
    },
    [api, countUnsent, id, schedule, show, store],
  );
  runRef.current = run;

  // First the device's copy, then the server's when there is a network.
  useEffect(() => {
    let cancelled = false;
    (async () => {
      const local = await store.get(id);
      if (cancelled) return;
      if (local) show(local);
      const photos = await store.photos(id);
      if (cancelled) return;
      setPhotoUrls(new Map(photos.map((p) => [p.id, URL.createObjectURL(p.blob)])));
      if (local) await countUnsent();
      if (typeof navigator !== 'undefined' && !navigator.onLine) {
        if (!local) setRecord(null);
        setState(local?.dirty ? 'local' : 'offline');
        return;
      }
      try {
        const server = await api.get(id);
        if (cancelled) return;
        let merged = await store.update(id, (latest) => withServerCopy(latest, server));
        if (!merged) {
          merged = fromServer(server);
          await store.put(merged);
        }
        if (cancelled) return;
        show(merged);
        if (merged.dirty || photos.some((p) => !p.sent)) void runRef.current();
        else setState('synced');
      } catch {
        if (cancelled) return;
        if (!local) setRecord(null);
        setState(local?.dirty ? 'local' : 'offline');
        if (local) schedule(retryDelay(0));
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [api, countUnsent, id, schedule, show, store]);

  useEffect(() => {
    const up = () => {
      setOnline(true);
      attempt.current = 0;
      void runRef.current();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
      if (timer.current) clearTimeout(timer.current);
    };
  }, []);

  // The object URLs live as long as the editor: a new photo adds one, none is revoked before the end.
  const urlsRef = useRef(photoUrls);
  urlsRef.current = photoUrls;
  useEffect(
    () => () => {
      for (const url of urlsRef.current.values()) URL.revokeObjectURL(url);
    },
    [],
  );

  /** Changes the document: on screen at once, on the device next, on the server a moment later. */
  const edit = useCallback(
    (change: (record: LocalInspection) => LocalInspection) => {
      const shown = current.current;
      if (shown?.server.status !== 'draft') return;
      const next = {
        ...change(shown),
        dirty: true,
        edits: shown.edits + 1,
        editedAt: new Date().toISOString(),
      };
      show(next);
      writes.current = writes.current
        .then(() => store.update(id, (stored) => withEdit(stored, next)))
        .then(
          () => {
            setState((s) => (s === 'syncing' || s === 'conflict' || s === 'signed-out' ? s : 'local'));
            if (navigator.onLine) schedule(SAVE_AFTER_MS);
          },
          () => {
            // Not on the device (its storage refused): the edit stays on screen and the agent is told.
            setFailure(commonMessages.genericError);
            setState('failed');
          },
        );
    },
    [id, schedule, show, store],
  );

  /** A photo kept on the device (queued for sending), then cited by the document. */
  const addPhoto = useCallback(
    async (blob: Blob, cite: (record: LocalInspection, photoId: string) => LocalInspection) => {
      const photoId = crypto.randomUUID();
      await store.putPhoto({ id: photoId, inspectionId: id, blob, sent: false });
      setPhotoUrls((urls) => new Map(urls).set(photoId, URL.createObjectURL(blob)));
      edit((r) => cite(r, photoId));
      setUnsentPhotos((n) => n + 1);
    },
    [edit, id, store],
  );

  const resolve = useMemo(
    () => ({
      keepTheirs: async () => {
        const next = await keepTheirs(id, store);
        if (next) show(next);
        setState('synced');
      },
      keepMine: () => run(true),
    }),
    [id, run, show, store],
  );

  /** The server answered something new (the signature moved on): the device takes it. */
  const replaceFromServer = useCallback(
    async (server: Inspection) => {
      const next = fromServer(server);
      await store.put(next);
      show(next);
      setState('synced');
    },
    [show, store],
  );

  return {
    record,
    state,
    online,
    failure,
    unsentPhotos,
    photoUrls,
    edit,
    addPhoto,
    /** Syncs now; true when the server has everything this device holds. */
    syncNow: () => run(),
    resolve,
    replaceFromServer,
  };
}
