import { vi } from 'vitest';

/** A `matchMedia` answering `(min-width: Npx)` queries as a window `width` px wide would (jsdom has no layout). */
export function matchMediaAt(width: number) {
  return (query: string) => ({
    matches: width >= Number(/min-width: (\d+)px/.exec(query)?.[1] ?? Number.POSITIVE_INFINITY),
    addEventListener: () => {},
    removeEventListener: () => {},
  });
}

/** The window's width for the rest of the test (undone by `vi.unstubAllGlobals()`). */
export function viewport(width: number) {
  vi.stubGlobal('matchMedia', matchMediaAt(width));
}
