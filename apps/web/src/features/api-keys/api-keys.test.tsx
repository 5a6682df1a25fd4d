import { type ApiKey, apiKeyMessages as m } from '@immopilote/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeMe } from '../../test/me-factory';
import { matchRoutes } from 'react-router';
import { routes } from '../../app/router';
import { mockApi, renderRoute } from '../../test/render';
import { Component as ApiWebhooksPage } from './pages/api-webhooks-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../lib/toast', () => ({ toast }));
beforeEach(() => vi.clearAllMocks());

const me = makeMe();
const key = (over: Partial<ApiKey> = {}): ApiKey => ({
  id: '3b1f0c7e-1d2a-4c5b-9e8f-0a1b2c3d4e5f',
  name: 'Site vitrine',
  prefix: 'ip_live_AbCdEf',
  scopes: ['listings:read', 'listings:write', 'photos:read'],
  rateLimitPerMinute: 120,
  createdAt: '2026-11-20T09:00:00.000Z',
  expiresOn: null,
  lastUsedAt: null,
  revokedAt: null,
  state: 'active',
  createdByName: 'Claire Martin',
  ...over,
});

describe('« API et webhooks » › Clés d’API', () => {
  it('lists the keys with their rights and last use, never a secret', async () => {
    mockApi({
      'GET /api/auth/me': { status: 200, body: { me, next: '/dashboard' } },
      'GET /api/api-keys': { status: 200, body: { items: [key()] } },
    });
    renderRoute(<ApiWebhooksPage />, { path: '/api-webhooks' });
    const list = await screen.findByRole('list', { name: m.section.title });
    expect(within(list).getByText('Site vitrine')).toBeInTheDocument();
    expect(within(list).getByText('Biens (lecture, écriture) · Photos (lecture)')).toBeInTheDocument();
    expect(within(list).getByText(m.never)).toBeInTheDocument();
    expect(within(list).getByText('ip_live_AbCdEf…')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: m.docsLink })).toHaveAttribute('href', '/api/v1/docs');
  });

  it('creates a key from the grid of rights and shows its secret once', { timeout: 20_000 }, async () => {
    const u = userEvent.setup();
    const secret = `ip_live_${'x'.repeat(43)}`;
    const calls = mockApi({
      'GET /api/auth/me': { status: 200, body: { me, next: '/dashboard' } },
      'GET /api/api-keys': { status: 200, body: { items: [] } },
      'POST /api/api-keys': () => ({ status: 201, body: { key: key({ name: 'CRM' }), secret } }),
    });
    renderRoute(<ApiWebhooksPage />, { path: '/api-webhooks' });
    await u.click(await screen.findByRole('button', { name: m.section.create }));
    const dialog = await screen.findByRole('dialog', { name: m.form.title });
    await u.click(within(dialog).getByRole('button', { name: m.form.submit }));
    expect(await within(dialog).findByText(m.errors.scopesRequired)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await u.type(within(dialog).getByLabelText(/Nom/), 'CRM');
    await u.click(within(dialog).getByRole('checkbox', { name: m.form.scopeLabel('Clients', m.form.read) }));
    await u.click(within(dialog).getByRole('checkbox', { name: m.form.scopeLabel('Biens', m.form.write) }));
    await u.click(within(dialog).getByRole('button', { name: m.form.submit }));
    const shown = await screen.findByRole('dialog', { name: m.created.title });
    expect(within(shown).getByText(m.created.warning, { normalizer: (text) => text })).toBeInTheDocument();
    expect(within(shown).getByDisplayValue(secret)).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
        name: 'CRM',
        scopes: ['listings:write', 'clients:read'],
        expiresOn: null,
        rateLimitPerMinute: 120,
      }),
    );
    await u.click(within(shown).getByRole('button', { name: m.created.done }));
    await waitFor(() => expect(screen.queryByDisplayValue(secret)).not.toBeInTheDocument());
  });

  it('revokes a key after a confirmation', async () => {
    const u = userEvent.setup();
    const calls = mockApi({
      'GET /api/auth/me': { status: 200, body: { me, next: '/dashboard' } },
      'GET /api/api-keys': { status: 200, body: { items: [key()] } },
      'POST /api/api-keys/3b1f0c7e-1d2a-4c5b-9e8f-0a1b2c3d4e5f/revoke': () => ({
        status: 200,
        body: key({ state: 'revoked', revokedAt: '2026-11-21T09:00:00.000Z' }),
      }),
    });
    renderRoute(<ApiWebhooksPage />, { path: '/api-webhooks' });
    await u.click(await screen.findByRole('button', { name: `${m.revoke.action} Site vitrine` }));
    const confirm = await screen.findByRole('alertdialog', { name: m.revoke.title });
    await u.click(within(confirm).getByRole('button', { name: m.revoke.confirm }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(m.revoke.done));
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/revoke'))).toBe(true);
  });
});

it('/api-webhooks is the head’s, like « Mon agence »', () => {
  const rules = (matchRoutes(routes, '/api-webhooks') ?? []).map(
    (m) => m.route.handle as { headOnly?: boolean } | undefined,
  );
  expect(rules.some((r) => r?.headOnly)).toBe(true);
});
