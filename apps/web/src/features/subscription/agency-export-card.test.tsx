import { type AgencyExport, dataExportMessages as m } from '@immopilote/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoute } from '../../test/render';
import { AgencyExportCard } from '.';

afterEach(() => vi.unstubAllGlobals());

const archive = (over: Partial<AgencyExport>): AgencyExport => ({
  id: crypto.randomUUID(),
  status: 'ready',
  requestedAt: '2026-11-23T09:00:00.000Z',
  readyAt: '2026-11-23T09:02:00.000Z',
  done: 12,
  total: 12,
  expiresAt: '2026-11-30T09:02:00.000Z',
  downloadedAt: null,
  ...over,
});

function show(latest: AgencyExport | null) {
  mockApi({ 'GET /api/agency/export': { status: 200, body: { latest } } });
  renderRoute(<AgencyExportCard />);
}

describe('the agency export card', () => {
  it('shows the job’s real progress while the archive is built', async () => {
    show(archive({ status: 'pending', readyAt: null, expiresAt: null, done: 3, total: 10 }));
    expect(await screen.findByText(m.progress(3, 10))).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: m.progressLabel });
    expect(bar).toHaveAttribute('value', '3');
    expect(bar).toHaveAttribute('max', '10');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers the one download of a ready archive with the date it will be deleted', async () => {
    const ready = archive({});
    show(ready);
    const link = await screen.findByRole('link', { name: 'Télécharger l’export' });
    expect(link).toHaveAttribute('href', `/api/agency/export/${ready.id}/download`);
    expect(screen.getByText(/^Prête, disponible jusqu’au 30 nov\. 2026/)).toBeInTheDocument();
  });

  it('once downloaded, says when and offers a new export instead of the link', async () => {
    show(archive({ downloadedAt: '2026-11-23T10:00:00.000Z' }));
    expect(await screen.findByText(/^Archive téléchargée le 23 nov\. 2026/)).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: m.restart })).toBeInTheDocument();
  });
});
