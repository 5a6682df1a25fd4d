import { agencyMessages, type Me } from '@immopilote/contracts';
import { screen } from '@testing-library/react';
import { matchRoutes, Outlet, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../app/router';
import { makeMe } from '../../test/me-factory';
import { mockApi, renderRoute } from '../../test/render';
import { RouteAccess, type RouteAccessRule } from '.';

afterEach(() => vi.unstubAllGlobals());

const pages: RouteObject[] = [
  {
    path: 'client-directory',
    handle: { permission: 'client_directory' } satisfies RouteAccessRule,
    element: <h1>Répertoire clients</h1>,
  },
  { path: 'agency-settings', handle: { headOnly: true }, element: <h1>Mon agence</h1> },
  { path: 'agenda', element: <h1>Agenda</h1> },
];

function openAs(profile: Partial<Me['profile']>, at: string) {
  mockApi({ 'GET /api/auth/me': { status: 200, body: { me: makeMe({ profile }), next: '/dashboard' } } });
  return renderRoute(
    <RouteAccess>
      <Outlet />
    </RouteAccess>,
    { path: '/', at, children: pages },
  );
}

describe('RouteAccess', () => {
  it('tells a member without the permission why, instead of the page', async () => {
    openAs({ isBoss: false, permissions: ['add_property'] }, '/client-directory');
    expect(await screen.findByRole('heading', { name: agencyMessages.noAccessTitle })).toBeInTheDocument();
    expect(screen.getByText(agencyMessages.noAccess.client_directory)).toBeInTheDocument();
    expect(agencyMessages.noAccess.client_directory).toBe(
      'Votre chef d’agence ne vous a pas donné accès au répertoire client.',
    );
    expect(screen.queryByRole('heading', { name: 'Répertoire clients' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: agencyMessages.backToDashboard })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('shows the page to a member who holds the permission, and to the head', async () => {
    openAs({ isBoss: false, permissions: ['client_directory'] }, '/client-directory');
    expect(await screen.findByRole('heading', { name: 'Répertoire clients' })).toBeInTheDocument();
  });

  it('tells a member « Mon agence » is the head’s', async () => {
    openAs({ isBoss: false, permissions: ['add_property', 'client_directory'] }, '/agency-settings');
    expect((await screen.findByText(/^Seul le chef d’agence gère/)).textContent).toBe(
      agencyMessages.headOnly,
    );
    expect(screen.queryByRole('heading', { name: 'Mon agence' })).not.toBeInTheDocument();
  });

  it('shows « Mon agence » to the head', async () => {
    openAs({ isBoss: true }, '/agency-settings');
    expect(await screen.findByRole('heading', { name: 'Mon agence' })).toBeInTheDocument();
  });

  it('lets through a page that asks nothing', async () => {
    openAs({ isBoss: false, permissions: [] }, '/agenda');
    expect(await screen.findByRole('heading', { name: 'Agenda' })).toBeInTheDocument();
  });
});

describe('the route table', () => {
  const ruleOf = (path: string) =>
    (matchRoutes(routes, path) ?? [])
      .map((m) => m.route.handle as RouteAccessRule | undefined)
      .findLast((h) => h?.permission || h?.headOnly);

  it.each([
    ['/add-property', { permission: 'add_property' }],
    // Any member edits a listing (the API's rule); adding one is the permission.
    ['/edit-property/3b1f', undefined],
    ['/mandates/new', { permission: 'add_property' }],
    ['/portal-export', { permission: 'add_property' }],
    ['/client-directory', { permission: 'client_directory' }],
    ['/client/3b1f', { permission: 'client_directory' }],
    ['/add-client', { permission: 'client_directory' }],
    ['/web-search', { permission: 'web_search' }],
    ['/review-search', { permission: 'review_analysis' }],
    ['/agency-settings', { headOnly: true }],
    ['/dashboard', undefined],
    ['/agenda', undefined],
  ])('%s asks %o', (path, rule) => {
    expect(ruleOf(path)).toEqual(rule);
  });
});
