import { type ListingImport, listingImportMessages as m } from '@immopilote/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeMe } from '../../test/me-factory';
import { mockApi, renderRoute } from '../../test/render';
import { Component as ImportPage } from './pages/import-page';

const exact = (text: string) => text;
const ID = '7d1c8a6e-2f4b-4b8e-9a51-0c9e3d2f1a01';

const ready: ListingImport = {
  id: ID,
  status: 'ready',
  fileName: 'export-hektor.zip',
  done: 0,
  total: 3,
  error: null,
  analysis: {
    version: '4.12',
    application: 'Hektor / 5.4.2',
    encoding: 'windows-1252',
    lines: 3,
    toCreate: 2,
    toUpdate: 0,
    refused: 1,
    photos: { found: 4, missing: 1, byUrl: 0, overLimit: 0 },
    mapping: [{ rank: 11, column: 'Prix / Loyer / Prix de cession', field: 'Prix', count: 2 }],
    unmapped: [{ rank: 105, column: 'Téléphone contact', field: null, count: 3 }],
    problems: [
      { line: 2, rank: null, level: 'error', message: m.problems.columnsMismatch(329, '4.12', 334) },
    ],
    problemsOmitted: 0,
  },
  result: null,
  createdAt: '2026-11-28T01:00:00.000Z',
  finishedAt: null,
};

describe('« Importer » (issue 33)', () => {
  it('shows the dry-run report of the import waiting for the head, with Importer and Annuler', {
    timeout: 20_000,
  }, async () => {
    mockApi({
      'GET /api/auth/me': { status: 200, body: { me: makeMe(), next: '/dashboard' } },
      'GET /api/imports/listings': {
        status: 200,
        body: {
          maxBytes: 1024 * 1024 * 1024,
          imports: [
            {
              id: ID,
              status: 'ready',
              fileName: 'export-hektor.zip',
              done: 0,
              total: 3,
              createdAt: ready.createdAt,
              finishedAt: null,
              created: 0,
              updated: 0,
            },
          ],
        },
      },
      [`GET /api/imports/listings/${ID}`]: { status: 200, body: ready },
    });
    renderRoute(<ImportPage />, { path: '/import' });
    expect(await screen.findByRole('heading', { name: m.reportTitle })).toBeInTheDocument();
    expect(screen.getByText(m.toCreate(2))).toBeInTheDocument();
    expect(screen.getByText(m.refused(1))).toBeInTheDocument();
    expect(screen.getByText(m.photosMissing(1), { normalizer: exact })).toBeInTheDocument();
    expect(
      screen.getByText(m.problems.columnsMismatch(329, '4.12', 334), { normalizer: exact }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: m.confirm })).toBeEnabled();
    expect(screen.getByRole('button', { name: m.cancel })).toBeEnabled();
    expect(screen.getByRole('link', { name: m.contactsCardTitle })).toHaveAttribute(
      'href',
      '/import/contacts',
    );
    const history = screen.getByRole('heading', { name: m.historyTitle }).closest('section')!;
    expect(within(history).getByText('export-hektor.zip')).toBeInTheDocument();
  });
});
