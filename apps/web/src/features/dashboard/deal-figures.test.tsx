import type { DashboardSummary, DealFigures } from '@immopilote/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoute } from '../../test/render';
import { dashboardSummaryQueryOptions } from './api/get-dashboard-summary';
import { DealFiguresCard } from './components/deal-figures-card';
import { OverdueDeadlinesFlag } from './components/overdue-deadlines-flag';

afterEach(() => vi.unstubAllGlobals());

const DEAL_A = '00000000-0000-4000-8000-00000000000a';
const DEAL_B = '00000000-0000-4000-8000-00000000000b';
const MEMBER = '00000000-0000-4000-8000-0000000000c1';

function summary(dealFigures: DealFigures | null): DashboardSummary {
  return {
    listingsByStatus: { Disponible: 3, 'En négociation': 1, Vendu: 0, Loué: 0, Retiré: 0 },
    visitsThisWeek: 2,
    visitsPerWeek: [],
    newClientsThisMonth: 4,
    pendingMembers: null,
    mandatesExpiringSoon: null,
    overdueLeads: null,
    dealFigures,
  } as DashboardSummary;
}

const figures: DealFigures = {
  signedThisMonth: 18_000,
  expectedNext90Days: 42_500,
  byMember: [
    { member: null, signedThisMonth: 0, expectedNext90Days: 3_000 },
    { member: { id: MEMBER, name: 'Hugo Lefèvre' }, signedThisMonth: 6_000, expectedNext90Days: 12_500 },
    {
      member: { id: '00000000-0000-4000-8000-0000000000c2', name: 'Claire Martin' },
      signedThisMonth: 12_000,
      expectedNext90Days: 27_000,
    },
  ],
  overdue: [
    {
      dealId: DEAL_A,
      propertyName: 'T3 Vieux-Port',
      label: 'Condition suspensive de prêt',
      dueOn: '2026-03-01',
    },
    {
      dealId: DEAL_B,
      propertyName: 'Maison Endoume',
      label: 'Fin du délai de rétractation',
      dueOn: '2026-03-04',
    },
    { dealId: DEAL_B, propertyName: 'Maison Endoume', label: 'Condition suspensive', dueOn: '2026-03-05' },
    {
      dealId: DEAL_A,
      propertyName: 'T3 Vieux-Port',
      label: 'Signature de l’acte authentique',
      dueOn: '2026-03-06',
    },
  ],
  // The list stops at the oldest ones; the count says how many there are in all.
  overdueCount: 6,
};

function renderDashboardBits(dealFigures: DealFigures | null) {
  mockApi({ 'GET /api/dashboard/summary': { status: 200, body: summary(dealFigures) } });
  return renderRoute(
    <>
      <OverdueDeadlinesFlag />
      <DealFiguresCard />
    </>,
    { path: '/dashboard' },
  );
}

// toHaveTextContent folds the no-break spaces of fr-FR figures into plain ones.
describe('the dashboard’s « Honoraires » (issue 32)', () => {
  it('shows the fees signed this month and expected within 90 days, and each member’s share for the head', async () => {
    renderDashboardBits(figures);
    const card = await screen.findByRole('region', { name: 'Honoraires' });
    expect(within(card).getByText('Signés ce mois-ci').nextSibling).toHaveTextContent('18 000 €');
    expect(within(card).getByText('Attendus sous 90 jours').nextSibling).toHaveTextContent('42 500 €');
    expect(within(card).getByRole('link', { name: 'Voir les dossiers' })).toHaveAttribute('href', '/ventes');
    const table = within(card).getByRole('table', { name: 'Honoraires par membre' });
    // The largest expected first, files without a member last.
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['Claire Martin12 000 €27 000 €', 'Hugo Lefèvre6 000 €12 500 €', 'Non attribués0 €3 000 €']);
  });

  it('gives a member their own figures without a breakdown', async () => {
    renderDashboardBits({ ...figures, byMember: null, overdue: [], overdueCount: 0 });
    const card = await screen.findByRole('region', { name: 'Honoraires' });
    expect(within(card).queryByRole('table')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Échéances dépassées' })).toBeNull();
  });

  it('flags the passed deadlines, three of them, each opening its file, and counts the rest', async () => {
    renderDashboardBits(figures);
    const flag = await screen.findByRole('region', { name: 'Échéances dépassées' });
    const links = within(flag).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Condition suspensive de prêt — T3 Vieux-Port · prévue le 1er mars 2026', `/ventes/${DEAL_A}`],
      ['Fin du délai de rétractation — Maison Endoume · prévue le 4 mars 2026', `/ventes/${DEAL_B}`],
      ['Condition suspensive — Maison Endoume · prévue le 5 mars 2026', `/ventes/${DEAL_B}`],
      ['et 3\u00a0autres', '/ventes'],
    ]);
  });

  it('draws nothing when the member may not see the files’ figures', async () => {
    const { queryClient } = renderDashboardBits(null);
    // The summary has arrived (with its figures null) before the absence is asserted.
    await waitFor(() =>
      expect(queryClient.getQueryData(dashboardSummaryQueryOptions().queryKey)).toMatchObject({
        visitsThisWeek: 2,
      }),
    );
    expect(screen.queryByRole('region', { name: 'Honoraires' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Échéances dépassées' })).toBeNull();
  });
});
