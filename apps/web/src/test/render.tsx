import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';

/**
 * Renders `element` at `path` inside a memory router whose other paths print their own address,
 * so a test can assert where a redirect or a navigation went. `state` is the navigation state the
 * page is opened with (what another page handed it).
 */
export function renderRoute(
  element: ReactElement,
  {
    path = '/',
    at = path,
    state,
    children,
  }: { path?: string; at?: string; state?: unknown; children?: RouteObject[] } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path, element, children },
      { path: '*', element: <p data-testid="location">landed</p> },
    ],
    { initialEntries: [state === undefined ? at : { pathname: at, state }] },
  );
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...utils, router, queryClient };
}

type Reply = { status: number; body?: unknown };

/** Replaces `fetch` with a table of `METHOD /path` → reply; records every call with its JSON body. */
export function mockApi(replies: Record<string, Reply | ((body: unknown) => Reply)>) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    const entry = replies[`${method} ${url}`];
    if (!entry) throw new Error(`Unexpected request ${method} ${url}`);
    const reply = typeof entry === 'function' ? entry(body) : entry;
    return new Response(reply.status === 204 ? null : JSON.stringify(reply.body ?? {}), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A control by its exact label; required fields add a decorative ' *' to the label text. */
export function byLabel(label: string): HTMLElement {
  return screen.getByLabelText(new RegExp(`^${escapeRegExp(label)}( \\*)?$`));
}
export function queryByLabel(label: string): HTMLElement | null {
  return screen.queryByLabelText(new RegExp(`^${escapeRegExp(label)}( \\*)?$`));
}
