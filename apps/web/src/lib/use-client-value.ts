import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

/**
 * A value only the browser knows (the page's origin, today's date), for components that are also
 * prerendered: the build and the hydration render `serverValue`, then React re-renders with the
 * browser's value. Reading it directly would make the hydration render differ from the HTML.
 */
export function useClientValue<T, S>(read: () => T, serverValue: S): T | S {
  return useSyncExternalStore<T | S>(subscribeNever, read, () => serverValue);
}
