import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeServer, ID, inspection } from './inspection-fakes';
import { addPhoto } from './lib/content-edit';
import { memoryStore } from './offline/local-store';
import { useLocalInspection } from './offline/use-local-inspection';

let online = true;
Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
const goOffline = () => {
  online = false;
  window.dispatchEvent(new Event('offline'));
};
const goOnline = () => {
  online = true;
  window.dispatchEvent(new Event('online'));
};
afterEach(() => {
  online = true;
});

describe('useLocalInspection', () => {
  it('offline: edits and a photo stay on the device; the « online » event sends the photo once, then the document', async () => {
    const { server, api } = fakeServer(inspection(1));
    const store = memoryStore();
    const { result } = renderHook(() => useLocalInspection(ID, { store, api }));
    await waitFor(() => expect(result.current.state).toBe('synced'));
    expect((await store.get(ID))?.baseVersion).toBe(1);

    server.up = false;
    act(goOffline);
    expect(result.current.online).toBe(false);
    const floor = result.current.record!.content.rooms[0]!.elements[0]!;
    act(() =>
      result.current.edit((r) => ({ ...r, content: { ...r.content, generalRemarks: 'Saisi à la cave' } })),
    );
    await act(() =>
      result.current.addPhoto(new Blob(['jpeg']), (r, photoId) => ({
        ...r,
        content: addPhoto(r.content, { kind: 'element', id: floor.id }, photoId),
      })),
    );
    await waitFor(() => expect(result.current.state).toBe('local'));
    expect(result.current.unsentPhotos).toBe(1);
    expect((await store.get(ID))?.content.generalRemarks).toBe('Saisi à la cave');
    expect(server.saves).toHaveLength(0);

    server.up = true;
    act(goOnline);
    await waitFor(() => expect(result.current.state).toBe('synced'));
    expect(result.current.unsentPhotos).toBe(0);
    expect([...server.photos.values()]).toEqual([1]);
    expect(server.saves).toHaveLength(1);
    expect(server.stored.content.generalRemarks).toBe('Saisi à la cave');
    expect(result.current.record?.baseVersion).toBe(2);
  });

  it('opens from the device with no network, and says so when the device has no copy', async () => {
    const { server, api } = fakeServer(inspection(3));
    const store = memoryStore();
    server.up = false;
    online = false;
    const empty = renderHook(() => useLocalInspection(ID, { store, api }));
    await waitFor(() => expect(empty.result.current.record).toBeNull());
    empty.unmount();

    online = true;
    server.up = true;
    const first = renderHook(() => useLocalInspection(ID, { store, api }));
    await waitFor(() => expect(first.result.current.state).toBe('synced'));
    first.unmount();

    online = false;
    server.up = false;
    const again = renderHook(() => useLocalInspection(ID, { store, api }));
    await waitFor(() => expect(again.result.current.record?.baseVersion).toBe(3));
    expect(again.result.current.online).toBe(false);
  });

  it('a 409 opens the choice; « Garder la version de l’autre appareil » takes their copy', async () => {
    const { server, api } = fakeServer(inspection(1));
    const store = memoryStore();
    const { result } = renderHook(() => useLocalInspection(ID, { store, api }));
    await waitFor(() => expect(result.current.state).toBe('synced'));
    server.otherDeviceSaves({ ...server.stored.content, generalRemarks: 'tablette' });
    act(() => result.current.edit((r) => ({ ...r, content: { ...r.content, generalRemarks: 'téléphone' } })));
    await act(() => result.current.syncNow());
    await waitFor(() => expect(result.current.state).toBe('conflict'));
    expect(result.current.record?.conflict?.updatedByName).toBe('Paul Martin');

    await act(() => result.current.resolve.keepTheirs());
    expect(result.current.state).toBe('synced');
    expect(result.current.record?.content.generalRemarks).toBe('tablette');
    expect(result.current.record?.conflict).toBeNull();
  });
});
