import type { InspectionContent } from '@immopilote/contracts';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../lib/api-client';
import { content, fakeServer, ID, inspection } from './inspection-fakes';
import { compareElement, countChanges, entryStates } from './lib/compare';
import { addPhoto, moveById, removePhoto, updateElement } from './lib/content-edit';
import { fromServer, withEdit, withServerCopy } from './offline/local-record';
import { memoryStore } from './offline/local-store';
import { isHeic } from './offline/prepare-photo';
import { keepTheirs, retryDelay, type SyncApi, syncInspection } from './offline/sync';

/** The device's edit as the editor writes it. */
async function editOnDevice(
  store: ReturnType<typeof memoryStore>,
  change: (doc: InspectionContent) => InspectionContent,
) {
  const record = (await store.get(ID))!;
  const edited = { ...record, content: change(record.content), edits: record.edits + 1, editedAt: 'now' };
  await store.update(ID, (stored) => withEdit(stored, edited));
}

const firstElement = (doc: InspectionContent) => doc.rooms[0]!.elements[0]!;

describe('syncInspection', () => {
  it('sends the photos first, then the document with its base version; nothing pending afterwards', async () => {
    const { server, api } = fakeServer(inspection(3));
    const store = memoryStore();
    await store.put(fromServer(server.stored));
    await store.putPhoto({ id: 'p1', inspectionId: ID, blob: new Blob(['x']), sent: false });
    await editOnDevice(store, (doc) =>
      addPhoto(
        updateElement(doc, firstElement(doc).id, (e) => ({ ...e, state: 'bon' })),
        { kind: 'element', id: firstElement(doc).id },
        'p1',
      ),
    );

    const outcome = await syncInspection(ID, store, api);

    expect(outcome.kind).toBe('synced');
    expect(server.calls).toEqual(['photo:p1', 'save']);
    expect(server.saves[0]!.baseVersion).toBe(3);
    const record = (await store.get(ID))!;
    expect(record).toMatchObject({ dirty: false, baseVersion: 4 });
    expect((await store.photos(ID))[0]!.sent).toBe(true);
    expect(firstElement(server.stored.content).state).toBe('bon');
  });

  it('offline: nothing is lost, and once back the photo reaches the server once', async () => {
    const { server, api } = fakeServer(inspection(1));
    const store = memoryStore();
    await store.put(fromServer(server.stored));
    await store.putPhoto({ id: 'p1', inspectionId: ID, blob: new Blob(['x']), sent: false });
    await store.putPhoto({ id: 'p2', inspectionId: ID, blob: new Blob(['y']), sent: false });
    await editOnDevice(store, (doc) => {
      const target = { kind: 'element' as const, id: firstElement(doc).id };
      return addPhoto(addPhoto(doc, target, 'p1'), target, 'p2');
    });

    server.up = false;
    expect((await syncInspection(ID, store, api)).kind).toBe('offline');
    expect((await store.get(ID))!.dirty).toBe(true);

    // The network comes back and is cut again after the first photo: the second one waits.
    server.up = true;
    server.cutOnPhoto = 1;
    expect((await syncInspection(ID, store, api)).kind).toBe('offline');
    expect([...server.photos]).toEqual([['p1', 1]]);

    expect((await syncInspection(ID, store, api)).kind).toBe('synced');
    expect(Object.fromEntries(server.photos)).toEqual({ p1: 1, p2: 1 });
    expect(server.saves).toHaveLength(1);
    expect(firstElement(server.stored.content).photoIds).toEqual(['p1', 'p2']);
  });

  it('does not send a photo that was taken and then removed', async () => {
    const { server, api } = fakeServer(inspection(1));
    const store = memoryStore();
    await store.put(fromServer(server.stored));
    await store.putPhoto({ id: 'gone', inspectionId: ID, blob: new Blob(['x']), sent: false });
    await editOnDevice(store, (doc) => {
      const target = { kind: 'element' as const, id: firstElement(doc).id };
      return removePhoto(addPhoto(doc, target, 'gone'), target, 'gone');
    });
    await syncInspection(ID, store, api);
    expect(server.photos.size).toBe(0);
    expect(await store.photos(ID)).toEqual([]);
  });

  it('an edit made while the save travels stays pending, on the new version', async () => {
    const { server, api } = fakeServer(inspection(1));
    const store = memoryStore();
    await store.put(fromServer(server.stored));
    await editOnDevice(store, (doc) => ({ ...doc, generalRemarks: 'premier' }));
    const slowApi: SyncApi = {
      ...api,
      save: async (id, body) => {
        const saved = await api.save(id, body);
        await editOnDevice(store, (doc) => ({ ...doc, generalRemarks: 'second' }));
        return saved;
      },
    };
    await syncInspection(ID, store, slowApi);
    const record = (await store.get(ID))!;
    expect(record).toMatchObject({ dirty: true, baseVersion: 2 });
    expect(record.content.generalRemarks).toBe('second');
    await syncInspection(ID, store, api);
    expect(server.stored.content.generalRemarks).toBe('second');
    expect(server.stored.version).toBe(3);
  });

  it('409: both versions kept; « Garder la version de l’autre appareil » drops the local edits', async () => {
    const { server, api } = fakeServer(inspection(5));
    const store = memoryStore();
    await store.put(fromServer(server.stored));
    server.otherDeviceSaves({ ...content(), generalRemarks: 'autre appareil' });
    await editOnDevice(store, (doc) => ({ ...doc, generalRemarks: 'cet appareil' }));

    const outcome = await syncInspection(ID, store, api);
    expect(outcome.kind).toBe('conflict');
    const record = (await store.get(ID))!;
    expect(record.conflict?.updatedByName).toBe('Paul Martin');
    expect(record.content.generalRemarks).toBe('cet appareil');

    const kept = (await keepTheirs(ID, store))!;
    expect(kept).toMatchObject({ dirty: false, conflict: null, baseVersion: 6 });
    expect(kept.content.generalRemarks).toBe('autre appareil');
  });

  it('409 then « Garder ma version »: saved with force over the other version', async () => {
    const { server, api } = fakeServer(inspection(5));
    const store = memoryStore();
    await store.put(fromServer(server.stored));
    server.otherDeviceSaves({ ...content(), generalRemarks: 'autre appareil' });
    await editOnDevice(store, (doc) => ({ ...doc, generalRemarks: 'cet appareil' }));
    await syncInspection(ID, store, api);

    const outcome = await syncInspection(ID, store, api, { force: true });
    expect(outcome.kind).toBe('synced');
    expect(server.saves.at(-1)).toMatchObject({ force: true, baseVersion: 6 });
    expect(server.stored.content.generalRemarks).toBe('cet appareil');
    expect((await store.get(ID))!).toMatchObject({ dirty: false, conflict: null, baseVersion: 7 });
  });

  it('a refusal of the document is reported in French and the local copy stays', async () => {
    const { server, api } = fakeServer(inspection(1));
    const store = memoryStore();
    await store.put(fromServer(server.stored));
    await editOnDevice(store, (doc) => ({ ...doc, generalRemarks: 'x' }));
    const refusing: SyncApi = {
      ...api,
      save: async () => {
        throw new ApiRequestError(422, 'VALIDATION_FAILED', 'Relevé invalide.');
      },
    };
    expect(await syncInspection(ID, store, refusing)).toEqual({
      kind: 'failed',
      message: 'Relevé invalide.',
    });
    expect((await store.get(ID))!.dirty).toBe(true);
  });

  it('retries after 2 s, 4 s, 8 s… never more than a minute apart', () => {
    expect([0, 1, 2, 3, 10].map(retryDelay)).toEqual([2000, 4000, 8000, 16000, 60000]);
  });
});

describe('the device copy beside the server copy', () => {
  it('takes the server copy when nothing is pending or the inspection is frozen', () => {
    const local = { ...fromServer(inspection(1)), dirty: true, edits: 2 };
    expect(withServerCopy(undefined, inspection(1)).dirty).toBe(false);
    expect(withServerCopy({ ...local, dirty: false }, inspection(2)).baseVersion).toBe(2);
    expect(withServerCopy(local, { ...inspection(2), status: 'signing' }).dirty).toBe(false);
  });

  it('keeps pending edits, on the same version (new server facts) or an older one (the save will conflict)', () => {
    const local = {
      ...fromServer(inspection(1)),
      dirty: true,
      edits: 2,
      content: { ...content(), generalRemarks: 'ici' },
    };
    expect(withServerCopy(local, { ...inspection(1), updatedByName: 'X' }).server.updatedByName).toBe('X');
    const older = withServerCopy(local, inspection(4));
    expect(older).toMatchObject({ baseVersion: 1, dirty: true });
    expect(older.content.generalRemarks).toBe('ici');
  });
});

describe('entry and exit compared', () => {
  it('marks an element whose state changed, and one the entry did not have', () => {
    const entry = content();
    const wall = entry.rooms[0]!.elements[1]!;
    const entryDoc = updateElement(entry, wall.id, (e) => ({ ...e, state: 'bon' }));
    const exitDoc = updateElement(entryDoc, wall.id, (e) => ({ ...e, state: 'mauvais' }));
    const states = entryStates(entryDoc);
    expect(compareElement(states, exitDoc.rooms[0]!.elements[1]!)).toEqual({
      kind: 'changed',
      entryState: 'bon',
      exitState: 'mauvais',
    });
    expect(compareElement(states, exitDoc.rooms[0]!.elements[0]!)).toEqual({
      kind: 'same',
      entryState: null,
    });
    expect(compareElement(states, { id: crypto.randomUUID(), state: 'neuf' })).toEqual({ kind: 'new' });
    expect(countChanges(entryDoc, exitDoc)).toBe(1);
    expect(countChanges(entryDoc, entryDoc)).toBe(0);
  });
});

describe('editing helpers and photos', () => {
  it('moves rooms up and down, and not past either end', () => {
    const list = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    expect(moveById(list, 'b', -1).map((x) => x.id)).toEqual(['b', 'a', 'c']);
    expect(moveById(list, 'c', 1).map((x) => x.id)).toEqual(['a', 'b', 'c']);
  });

  it('refuses HEIC by type or by name', () => {
    expect(isHeic({ name: 'IMG_0001.HEIC', type: '' })).toBe(true);
    expect(isHeic({ name: 'photo', type: 'image/heif' })).toBe(true);
    expect(isHeic({ name: 'mur.jpg', type: 'image/jpeg' })).toBe(false);
  });
});
