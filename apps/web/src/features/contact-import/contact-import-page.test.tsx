import { type ContactImport, contactImportMessages as m } from '@immopilote/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeMe } from '../../test/me-factory';
import { mockApi, renderRoute } from '../../test/render';
import { Component as ContactImportPage } from './pages/contact-import-page';

const ID = '3b1f0c8e-8f5a-4c1e-9d2a-2f6b1c0d9e11';
const ready: ContactImport = {
  id: ID,
  status: 'ready',
  fileName: 'contacts.csv',
  format: 'csv',
  encoding: 'Windows-1252',
  delimiter: ';',
  columns: [
    { index: 0, header: 'Nom', examples: ['Durand'], suggested: 'lastName' },
    { index: 1, header: 'Courriel', examples: ['a@exemple.fr'], suggested: 'email' },
    { index: 2, header: 'Créé le', examples: ['01/02/2024'], suggested: 'ignore' },
  ],
  rowCount: 12,
  mapping: null,
  done: 0,
  total: 12,
  report: null,
  createdAt: '2026-11-28T10:00:00.000Z',
  finishedAt: null,
};

describe('« Importer des contacts » (issue 33)', () => {
  it('the mapping starts from the suggestions; the chosen mapping is what the preview and the import send', {
    timeout: 20_000,
  }, async () => {
    const calls = mockApi({
      'GET /api/auth/me': { status: 200, body: { me: makeMe(), next: '/dashboard' } },
      [`GET /api/contact-imports/${ID}`]: { status: 200, body: ready },
      [`POST /api/contact-imports/${ID}/preview`]: {
        status: 200,
        body: {
          rows: [
            {
              line: 2,
              status: 'error',
              contact: {
                fullName: 'Durand',
                firstName: '',
                email: 'a@exemple.fr',
                phone: null,
                address: null,
                roles: [],
                consent: false,
              },
              search: null,
              errors: [m.firstNameMissing],
              warnings: [],
              duplicate: null,
            },
          ],
        },
      },
      [`POST /api/contact-imports/${ID}/start`]: {
        status: 200,
        body: { ...ready, status: 'running', done: 3 },
      },
    });
    renderRoute(<ContactImportPage />, { path: '/import/contacts', at: `/import/contacts?import=${ID}` });
    const nom = await screen.findByRole('combobox', { name: m.fieldFor('Nom') });
    expect(nom).toHaveValue('lastName');
    expect(screen.getByRole('combobox', { name: m.fieldFor('Créé le') })).toHaveValue('ignore');
    await userEvent.selectOptions(nom, 'fullName');
    await userEvent.click(screen.getByRole('button', { name: m.showPreview }));
    expect(await screen.findByText(m.firstNameMissing.replace(/\u00a0/g, ' '))).toBeInTheDocument();
    const sent = { mapping: { 0: 'fullName', 1: 'email', 2: 'ignore' } };
    expect(calls.find((c) => c.url.endsWith('/preview'))?.body).toEqual(sent);

    await userEvent.click(screen.getByRole('button', { name: m.start(12) }));
    const bar = await screen.findByRole('progressbar', { name: m.progressLabel });
    expect(bar).toHaveAttribute('aria-valuenow', '3');
    expect(bar).toHaveAttribute('aria-valuemax', '12');
    expect(calls.find((c) => c.url.endsWith('/start'))?.body).toEqual(sent);
    expect(within(bar.parentElement!).getByText(m.progress(3, 12))).toBeInTheDocument();
  });
});
