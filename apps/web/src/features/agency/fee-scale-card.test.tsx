import { type AgencySettings, propertyFactsMessages } from '@immopilote/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeMe } from '../../test/me-factory';
import { byLabel, mockApi, renderRoute } from '../../test/render';
import { Component as AgencySettingsPage } from './pages/agency-settings-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../lib/toast', () => ({ toast }));
beforeEach(() => vi.clearAllMocks());

const me = makeMe();
const settings: AgencySettings = {
  agency: me.agency!,
  members: [],
  feeScaleUrl: null,
  polirisAgencyId: null,
};

describe('« Barème des honoraires » in Mon agence › Informations', () => {
  it('refuses an address that is not a web page, then saves the barème', { timeout: 20_000 }, async () => {
    const u = userEvent.setup();
    const calls = mockApi({
      'GET /api/auth/me': { status: 200, body: { me, next: '/dashboard' } },
      'GET /api/agency': { status: 200, body: settings },
      'PUT /api/agency/fee-scale': (body) => ({ status: 200, body }),
    });
    renderRoute(<AgencySettingsPage />, { path: '/agency-settings' });
    const input = await screen.findByLabelText('Adresse du barème');
    await u.type(input, 'javascript:alert(1)');
    await u.click(screen.getByRole('button', { name: propertyFactsMessages.feeScaleSave }));
    expect(await screen.findByText(propertyFactsMessages.errors.feeScaleUrl)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await u.clear(byLabel('Adresse du barème'));
    await u.type(byLabel('Adresse du barème'), 'https://agence.fr/bareme.pdf');
    await u.click(screen.getByRole('button', { name: propertyFactsMessages.feeScaleSave }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(propertyFactsMessages.feeScaleSaved));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      feeScaleUrl: 'https://agence.fr/bareme.pdf',
    });
  });
});
