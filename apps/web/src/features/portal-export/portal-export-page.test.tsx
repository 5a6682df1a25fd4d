import { portalExportMessages as m } from '@immopilote/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeMe } from '../../test/me-factory';
import { mockApi, renderRoute } from '../../test/render';
import { Component as PortalExportPage } from './pages/portal-export-page';

// The messages hold no-break spaces that the default matcher would fold into plain ones.
const exact = (text: string) => text;

describe('« Identifiant agence SeLoger (Poliris) » (issue 26)', () => {
  it('without it, the page says so before any click, where to set it, and cannot start', {
    timeout: 20_000,
  }, async () => {
    mockApi({
      'GET /api/auth/me': { status: 200, body: { me: makeMe(), next: '/dashboard' } },
      'GET /api/portal-export': { status: 200, body: { export: null, polirisAgencyId: null } },
    });
    renderRoute(<PortalExportPage />, { path: '/portal-export' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(m.agencyIdMissingTitle);
    expect(alert).toHaveTextContent('Mon agence › Informations');
    expect(screen.getByRole('button', { name: m.start })).toBeDisabled();
    expect(await screen.findByRole('link', { name: m.agencyIdSetIt })).toHaveAttribute(
      'href',
      '/agency-settings?onglet=informations#identifiant-seloger',
    );
  });

  it('a member reads that the head sets it, with no link to a page they cannot open', {
    timeout: 20_000,
  }, async () => {
    const me = makeMe({ profile: { isBoss: false, permissions: ['add_property'] } });
    mockApi({
      'GET /api/auth/me': { status: 200, body: { me, next: '/dashboard' } },
      'GET /api/portal-export': { status: 200, body: { export: null, polirisAgencyId: null } },
    });
    renderRoute(<PortalExportPage />, { path: '/portal-export' });
    expect(await screen.findByRole('alert')).toHaveTextContent(m.agencyIdMissing);
    expect(screen.queryByRole('link', { name: m.agencyIdSetIt })).toBeNull();
  });

  it('with it, the page names the identifier the file will carry and the export can start', {
    timeout: 20_000,
  }, async () => {
    mockApi({
      'GET /api/auth/me': { status: 200, body: { me: makeMe(), next: '/dashboard' } },
      'GET /api/portal-export': { status: 200, body: { export: null, polirisAgencyId: 'SL-42' } },
    });
    renderRoute(<PortalExportPage />, { path: '/portal-export' });
    expect(await screen.findByText(m.agencyIdCurrent('SL-42'), { normalizer: exact })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: m.start })).toBeEnabled();
  });
});
