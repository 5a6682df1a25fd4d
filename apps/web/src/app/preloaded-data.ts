import { PRELOADED_DATA_ELEMENT_ID, type PreloadedData } from '@immopilote/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { meQueryKey } from '../features/auth';
import { dashboardPreferencesQueryKey } from '../features/dashboard';
import { propertyKeys } from '../features/properties';

/**
 * Seeds the query cache with what the server inlined in the page for a signed-in route
 * (apps/server/src/http/spa-shell.ts): the first screen then renders without waiting for `me` and
 * the first page of properties. Read once: the block is removed, so later navigations ask the API.
 * On the server (entry-server.tsx renders the same page) there is no document: nothing to read.
 */
export function seedPreloadedData(queryClient: QueryClient): void {
  if (typeof document === 'undefined') return;
  const element = document.getElementById(PRELOADED_DATA_ELEMENT_ID);
  if (!element?.textContent) return;
  element.remove();
  let data: PreloadedData;
  try {
    data = JSON.parse(element.textContent) as PreloadedData;
  } catch {
    // A damaged block only costs the round trips it was meant to save.
    return;
  }
  seedQueryCache(queryClient, data);
}

/** The inlined data as the queries that ask for it would have cached it. */
export function seedQueryCache(queryClient: QueryClient, data: PreloadedData): void {
  queryClient.setQueryData(meQueryKey, data.me);
  if (data.properties) {
    queryClient.setQueryData(propertyKeys.list(''), { pages: [data.properties], pageParams: [''] });
  }
  if (data.dashboardPreferences) {
    queryClient.setQueryData(dashboardPreferencesQueryKey, data.dashboardPreferences);
  }
}
