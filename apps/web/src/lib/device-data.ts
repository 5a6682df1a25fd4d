/**
 * What the app keeps on the device for the signed-in user: the inspections and their photos in
 * IndexedDB (issue 31). Deleted at sign-out, so the next person on this browser never opens them;
 * the service worker keeps only the app's own files, never an answer of the API.
 */
export const INSPECTIONS_DB = 'immopilote-inspections';

export function forgetDeviceData(): Promise<void> {
  if (typeof indexedDB === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(INSPECTIONS_DB);
    // Blocked or failed: sign-out goes on; an open editor tab closes its connection on `versionchange`.
    request.onsuccess = request.onerror = request.onblocked = () => resolve();
  });
}
