import { type AccessLogPage, accessLogMessages as m } from '@immopilote/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoute } from '../../test/render';
import { AccessLogPanel } from '.';

afterEach(() => vi.unstubAllGlobals());

const head = { id: crypto.randomUUID(), name: 'Claire Martin' };
const agent = { id: crypto.randomUUID(), name: 'Louis Moreau' };
const client = { id: crypto.randomUUID(), name: 'Élise Fontaine' };

const page = (over: Partial<AccessLogPage> = {}): AccessLogPage => ({
  items: [
    {
      id: crypto.randomUUID(),
      occurredAt: '2026-11-23T09:15:00.000Z',
      actorId: agent.id,
      actorName: agent.name,
      kind: 'client_document',
      client,
      document: { id: crypto.randomUUID(), fileName: 'Carte d’identité.pdf' },
      detail: 'application/pdf',
      ip: '203.0.113.7',
    },
    {
      id: crypto.randomUUID(),
      occurredAt: '2026-11-22T16:40:00.000Z',
      actorId: head.id,
      actorName: head.name,
      kind: 'register_export',
      client: null,
      document: null,
      detail: 'transaction csv',
      ip: '198.51.100.4',
    },
    {
      id: crypto.randomUUID(),
      occurredAt: '2026-11-21T08:00:00.000Z',
      actorId: head.id,
      actorName: head.name,
      kind: 'client_export',
      client: { id: crypto.randomUUID(), name: null },
      document: null,
      detail: '',
      ip: '198.51.100.4',
    },
  ],
  total: 3,
  page: 1,
  pageSize: 50,
  members: [head, agent],
  clients: [client],
  ...over,
});

describe('« Journal des accès »', () => {
  it('lists who took what, when and from where, in words; an erased client is named as such', async () => {
    mockApi({ 'GET /api/agency/access-log?page=1': { status: 200, body: page() } });
    renderRoute(<AccessLogPanel />);
    const table = await screen.findByRole('table', { name: m.tabTitle });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringMatching(
        /Louis Moreau.*Document client.*Carte d’identité\.pdf · Élise Fontaine.*203\.0\.113\.7/,
      ),
      expect.stringMatching(
        /Claire Martin.*Export du registre des mandats.*Registre transaction, CSV.*198\.51\.100\.4/,
      ),
      expect.stringMatching(/Export des données d’un client.*Client supprimé/),
    ]);
    expect(screen.getByText(m.count(3))).toBeInTheDocument();
  });

  it('filters by kind and member, and shows the server’s error under the date it concerns', async () => {
    const u = userEvent.setup();
    const calls = mockApi({
      'GET /api/agency/access-log?page=1': { status: 200, body: page() },
      'GET /api/agency/access-log?kind=register_export&page=1': {
        status: 200,
        body: page({ items: page().items.slice(1, 2), total: 1 }),
      },
      [`GET /api/agency/access-log?kind=register_export&memberId=${agent.id}&page=1`]: {
        status: 200,
        body: page({ items: [], total: 0 }),
      },
      [`GET /api/agency/access-log?kind=register_export&memberId=${agent.id}&from=2026-05-02&page=1`]: {
        status: 200,
        body: page({ items: [], total: 0 }),
      },
      [`GET /api/agency/access-log?kind=register_export&memberId=${agent.id}&from=2026-05-02&to=2026-05-01&page=1`]:
        {
          status: 400,
          body: {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'Données invalides.',
              fieldErrors: { to: m.rangeInverted },
            },
          },
        },
    });
    renderRoute(<AccessLogPanel />);
    await screen.findByRole('table', { name: m.tabTitle });
    await u.selectOptions(screen.getByLabelText(m.filterKind), m.kindLabels.register_export);
    expect(await screen.findByText(m.count(1))).toBeInTheDocument();
    await u.selectOptions(screen.getByLabelText(m.filterMember), agent.name);
    expect(await screen.findByText(m.empty)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(m.filterFrom), { target: { value: '2026-05-02' } });
    fireEvent.change(screen.getByLabelText(m.filterTo), { target: { value: '2026-05-01' } });
    expect(await screen.findByText(m.rangeInverted)).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toContain(
      `/api/agency/access-log?kind=register_export&memberId=${agent.id}&from=2026-05-02&to=2026-05-01&page=1`,
    );
  });

  it('pages through 50 entries at a time', async () => {
    const u = userEvent.setup();
    mockApi({
      'GET /api/agency/access-log?page=1': { status: 200, body: page({ total: 120 }) },
      'GET /api/agency/access-log?page=2': { status: 200, body: page({ total: 120, page: 2 }) },
    });
    renderRoute(<AccessLogPanel />);
    expect(await screen.findByText(m.pageOf(1, 3))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: m.previous })).toBeDisabled();
    await u.click(screen.getByRole('button', { name: m.next }));
    expect(await screen.findByText(m.pageOf(2, 3))).toBeInTheDocument();
  });
});
