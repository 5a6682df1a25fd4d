import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { viewport } from '../../test/viewport';
import { type DataColumn, DataTable } from './data-table';

interface Mandate {
  id: string;
  number: number;
  mandator: string;
  fees: number | null;
  closed: boolean;
}

const COLUMNS: readonly DataColumn<Mandate>[] = [
  {
    header: 'N°',
    rowHeader: true,
    card: 'title',
    cell: (row) => row.number,
    cardCell: (row) => `Mandat n° ${row.number}`,
  },
  { header: 'Mandant', cell: (row) => row.mandator },
  { header: 'Honoraires', numeric: true, cell: (row) => (row.fees === null ? null : `${row.fees} €`) },
  {
    header: 'Actions',
    srOnlyHeader: true,
    card: 'plain',
    cell: (row) => <button type="button">Ouvrir le mandat {row.number}</button>,
  },
];

const ROWS: Mandate[] = [
  { id: 'a', number: 1, mandator: 'Hélène Dupré', fees: 9000, closed: false },
  { id: 'b', number: 2, mandator: 'Louis Moreau', fees: null, closed: true },
];

function renderTable(wideFrom?: 'sm' | 'md' | 'lg') {
  render(
    <DataTable
      caption="Registre des mandats"
      columns={COLUMNS}
      rows={ROWS}
      rowKey={(row) => row.id}
      muted={(row) => row.closed}
      wideFrom={wideFrom}
    />,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('DataTable', () => {
  it('is a table named by its caption on a wide screen, each column declared once', () => {
    viewport(1280);
    renderTable();
    const table = screen.getByRole('table', { name: 'Registre des mandats' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['N°', 'Mandant', 'Honoraires', 'Actions']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('rowheader')).toHaveTextContent('1');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Hélène Dupré', '9000 €', 'Ouvrir le mandat 1']);
    expect(within(first!).getAllByRole('cell')[1]).toHaveClass('text-right');
    expect(second).toHaveClass('bg-slate-50/60');
    expect(first).not.toHaveClass('bg-slate-50/60');
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('at 360 px, one card per row: the title, then label–value pairs, then the plain cells', () => {
    viewport(360);
    renderTable();
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Registre des mandats' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent(/^Mandat n° 1/);
    const terms = within(first!).getAllByRole('term');
    expect(terms.map((t) => t.textContent)).toEqual(['Mandant', 'Honoraires']);
    expect(terms.map((t) => t.nextElementSibling?.textContent)).toEqual(['Hélène Dupré', '9000 €']);
    expect(within(first!).getByRole('button', { name: 'Ouvrir le mandat 1' })).toBeInTheDocument();
    // No label for a value the row does not have; the actions column's heading is not a label either.
    expect(
      within(second!)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual(['Mandant']);
    expect(within(list).queryByText('Actions')).toBeNull();
    expect(second).toHaveClass('bg-slate-50');
  });

  it('switches at the breakpoint it is given', () => {
    viewport(900);
    renderTable('lg');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('list', { name: 'Registre des mandats' })).toBeInTheDocument();
  });
});
