import { type AgencySettings, portalExportMessages as m } from '@immopilote/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeMe } from '../../test/me-factory';
import { byLabel, mockApi, renderRoute } from '../../test/render';
import { Component as AgencySettingsPage } from './pages/agency-settings-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../lib/toast', () => ({ toast }));
beforeEach(() => vi.clearAllMocks());

// The messages hold no-break spaces that the default matcher would fold into plain ones.
const exact = (text: string) => text;

describe('« Identifiant agence SeLoger (Poliris) » in Mon agence › Informations', () => {
  it('Mon agence: a value with a space is refused in French before any request, a good one saved', {
    timeout: 20_000,
  }, async () => {
    const me = makeMe();
    const settings: AgencySettings = {
      agency: me.agency!,
      members: [],
      feeScaleUrl: null,
      polirisAgencyId: null,
    };
    const u = userEvent.setup();
    const calls = mockApi({
      'GET /api/auth/me': { status: 200, body: { me, next: '/dashboard' } },
      'GET /api/agency': { status: 200, body: settings },
      'PUT /api/agency/poliris-agency-id': (body) => ({ status: 200, body }),
    });
    renderRoute(<AgencySettingsPage />, { path: '/agency-settings' });
    await u.type(await screen.findByLabelText(m.agencyIdLabel), 'SL 42');
    await u.click(screen.getByRole('button', { name: m.agencyIdSave }));
    expect(await screen.findByText(m.agencyIdInvalid, { normalizer: exact })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await u.clear(byLabel(m.agencyIdLabel));
    await u.type(byLabel(m.agencyIdLabel), ' SL-42 ');
    await u.click(screen.getByRole('button', { name: m.agencyIdSave }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(m.agencyIdSaved));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ polirisAgencyId: 'SL-42' });
  });
});
