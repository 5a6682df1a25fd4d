import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeMe } from '../../test/me-factory';
import { byLabel, mockApi, renderRoute } from '../../test/render';
import { viewport } from '../../test/viewport';
import { ClientLeads } from './components/client-leads';
import { LeadsNavBadge } from './components/leads-nav-badge';
import { OverdueLeadsFlag } from './components/overdue-leads-flag';
import { Component as LeadDetailPage } from './pages/lead-detail-page';
import { Component as LeadsPage } from './pages/leads-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../lib/toast', () => ({ toast }));

vi.setConfig({ testTimeout: 15_000 });
beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

const LEAD = '5a1c8a52-4a4e-4b38-9a57-0d6a3b1c2e11';
const LEAD_2 = '6b2d1e07-5c3a-4e8f-8d61-2f4a7c9e0b22';
const PROPERTY = '9b2d1e07-5c3a-4e8f-8d61-2f4a7c9e0b22';
const CLIENT = '3f1c8a52-4a4e-4b38-9a57-0d6a3b1c2e11';
const MARIE = { id: '1d4c7a10-2b3e-4f5a-8b6c-7d8e9f0a1b2c', name: 'Marie Dupont' };
const me = makeMe();
const ME = { 'GET /api/auth/me': { status: 200, body: { me, next: '/dashboard' } } };

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

function lead(overrides: Record<string, unknown> = {}) {
  return {
    id: LEAD,
    state: 'nouvelle',
    source: 'seloger',
    channel: 'imap',
    property: { id: PROPERTY, name: 'T3 Mourillon', reference: 12 },
    listingReference: 'SL-4521',
    name: 'Léa Bernard',
    email: 'lea.bernard@exemple.fr',
    phone: '06 11 22 33 44',
    message: 'Bonjour,\nJe souhaite visiter ce bien.',
    wantsVisit: true,
    consent: { given: false, text: null },
    client: null,
    duplicates: [],
    assignedTo: MARIE,
    receivedAt: minutesAgo(12),
    firstResponseAt: null,
    responseMinutes: null,
    overdue: false,
    hasRawMessage: true,
    ...overrides,
  };
}

function detail(overrides: Record<string, unknown> = {}) {
  return {
    ...lead(overrides),
    events: [
      {
        id: 'e1',
        kind: 'recue',
        at: minutesAgo(12),
        by: null,
        detail: null,
        label: 'Demande reçue (SeLoger)',
      },
    ],
    ...overrides,
  };
}

function page(items: unknown[], extra: Record<string, unknown> = {}) {
  return {
    items,
    nextCursor: null,
    counts: { nouvelle: 1, contactee: 1, visite_planifiee: 0, sans_suite: 0 },
    medianResponseMinutes: 65,
    overdueCount: 1,
    ...extra,
  };
}

describe('the inbox « Demandes »', () => {
  it('lists each lead with its state, overdue marker, source, listing, age, member and response time, and the header figures', async () => {
    mockApi({
      ...ME,
      'GET /api/agency': {
        status: 200,
        body: { agency: me.agency, members: [], feeScaleUrl: null, polirisAgencyId: null },
      },
      'GET /api/leads': {
        status: 200,
        body: page([
          lead({ overdue: true, receivedAt: minutesAgo(185) }),
          lead({
            id: LEAD_2,
            name: 'Hugo Petit',
            state: 'contactee',
            source: 'site',
            channel: 'formulaire',
            property: null,
            listingReference: null,
            assignedTo: null,
            responseMinutes: 45,
            receivedAt: minutesAgo(60 * 26),
          }),
        ]),
      },
    });
    renderRoute(<LeadsPage />, { path: '/demandes' });
    const table = await screen.findByRole('table', { name: 'Demandes reçues' });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(within(first!).getByRole('link', { name: 'Léa Bernard' })).toHaveAttribute(
      'href',
      `/demandes/${LEAD}`,
    );
    expect(within(first!).getByText('Nouvelle')).toBeInTheDocument();
    expect(within(first!).getByText('En retard')).toBeInTheDocument();
    expect(within(first!).getByText('SeLoger')).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'T3 Mourillon' })).toHaveAttribute(
      'href',
      `/property-detail/${PROPERTY}`,
    );
    expect(within(first!).getByText('il y a 3 h 05')).toBeInTheDocument();
    expect(within(first!).getByText('Marie Dupont')).toBeInTheDocument();
    expect(within(first!).getByText('Pas encore')).toBeInTheDocument();

    expect(within(second!).getByText('Contactée')).toBeInTheDocument();
    expect(within(second!).queryByText('En retard')).toBeNull();
    expect(within(second!).getByText('Site de l’agence')).toBeInTheDocument();
    expect(within(second!).getByText('Aucun bien indiqué')).toBeInTheDocument();
    expect(within(second!).getByText('il y a 1 j')).toBeInTheDocument();
    expect(within(second!).getByText('Personne')).toBeInTheDocument();
    expect(within(second!).getByText('en 45 min')).toBeInTheDocument();

    const figures = screen.getByLabelText('Chiffres des demandes');
    expect(within(figures).getByText('1 h 05')).toBeInTheDocument();
    expect(within(figures).getByText('1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Toutes 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Nouvelle 1' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('filters by state from its tab and by source behind « Filtres », keeps them in the address, and pages with « Voir plus »', async () => {
    const u = userEvent.setup();
    const calls = mockApi({
      ...ME,
      'GET /api/agency': {
        status: 200,
        body: { agency: me.agency, members: [], feeScaleUrl: null, polirisAgencyId: null },
      },
      'GET /api/leads': { status: 200, body: page([lead()], { nextCursor: 'c1' }) },
      'GET /api/leads?cursor=c1': { status: 200, body: page([lead({ id: LEAD_2, name: 'Hugo Petit' })]) },
      'GET /api/leads?state=nouvelle': { status: 200, body: page([lead()]) },
      'GET /api/leads?state=nouvelle&source=leboncoin': {
        status: 200,
        body: page([], { counts: { nouvelle: 0, contactee: 0, visite_planifiee: 0, sans_suite: 0 } }),
      },
    });
    const { router } = renderRoute(<LeadsPage />, { path: '/demandes' });
    await screen.findByRole('link', { name: 'Léa Bernard' });
    await u.click(screen.getByRole('button', { name: 'Voir plus' }));
    expect(await screen.findByRole('link', { name: 'Hugo Petit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Voir plus' })).toBeNull();

    await u.click(screen.getByRole('button', { name: 'Nouvelle 1' }));
    await waitFor(() => expect(router.state.location.search).toBe('?etat=nouvelle'));
    await u.click(screen.getByRole('button', { name: 'Filtres' }));
    await u.selectOptions(byLabel('Source'), 'leboncoin');
    expect(await screen.findByText('Aucune demande ne correspond à ces filtres.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?etat=nouvelle&source=leboncoin');
    expect(screen.getByRole('button', { name: 'Retirer le filtre Leboncoin' })).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toContain('/api/leads?state=nouvelle&source=leboncoin');
  });

  it('opens on the state the dashboard links to', async () => {
    const calls = mockApi({
      ...ME,
      'GET /api/agency': {
        status: 200,
        body: { agency: me.agency, members: [], feeScaleUrl: null, polirisAgencyId: null },
      },
      'GET /api/leads?state=nouvelle': { status: 200, body: page([lead()]) },
    });
    renderRoute(<LeadsPage />, { path: '/demandes', at: '/demandes?etat=nouvelle&membre=pas-un-id' });
    await screen.findByRole('link', { name: 'Léa Bernard' });
    expect(screen.getByRole('button', { name: 'Nouvelle 1' })).toHaveAttribute('aria-pressed', 'true');
    // An address edited by hand (a member that is not an id) is left out rather than refused by the server.
    expect(calls.filter((c) => c.url.startsWith('/api/leads')).map((c) => c.url)).toEqual([
      '/api/leads?state=nouvelle',
    ]);
  });

  it('shows a card per lead on a phone, the state beside the name', async () => {
    viewport(360);
    mockApi({
      ...ME,
      'GET /api/agency': {
        status: 200,
        body: { agency: me.agency, members: [], feeScaleUrl: null, polirisAgencyId: null },
      },
      'GET /api/leads': { status: 200, body: page([lead({ overdue: true })]) },
    });
    renderRoute(<LeadsPage />, { path: '/demandes' });
    const list = await screen.findByRole('list', { name: 'Demandes reçues' });
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(list).getAllByRole('listitem')[0]!;
    expect(within(card).getByRole('link', { name: 'Léa Bernard' })).toBeInTheDocument();
    expect(within(card).getByText('En retard')).toBeInTheDocument();
  });

  it('says what the inbox is for when it is empty', async () => {
    mockApi({
      ...ME,
      'GET /api/agency': {
        status: 200,
        body: { agency: me.agency, members: [], feeScaleUrl: null, polirisAgencyId: null },
      },
      'GET /api/leads': {
        status: 200,
        body: page([], {
          counts: { nouvelle: 0, contactee: 0, visite_planifiee: 0, sans_suite: 0 },
          medianResponseMinutes: null,
          overdueCount: 0,
        }),
      },
    });
    renderRoute(<LeadsPage />, { path: '/demandes' });
    expect(await screen.findByText('Aucune demande pour le moment.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Importer un e-mail (.eml)' })).toBeInTheDocument();
  });

  it('imports a .eml file and opens the lead it became', async () => {
    const calls = mockApi({
      ...ME,
      'GET /api/agency': {
        status: 200,
        body: { agency: me.agency, members: [], feeScaleUrl: null, polirisAgencyId: null },
      },
      'GET /api/leads': { status: 200, body: page([]) },
      'POST /api/leads/import': { status: 201, body: detail() },
    });
    const { router } = renderRoute(<LeadsPage />, { path: '/demandes' });
    await screen.findByText('Aucune demande pour le moment.');
    const input = screen.getByLabelText('Choisir un fichier .eml');
    fireEvent.change(input, {
      target: { files: [new File(['From: a@b.fr\r\n\r\nBonjour'], 'lead.eml', { type: 'message/rfc822' })] },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe(`/demandes/${LEAD}`));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.url).toBe('/api/leads/import');
    expect(toast.success).toHaveBeenCalledWith(
      'E-mail importé',
      'La demande de Léa Bernard est dans la liste.',
    );
  });

  it('refuses another kind of file without calling the server', async () => {
    const calls = mockApi({
      ...ME,
      'GET /api/agency': {
        status: 200,
        body: { agency: me.agency, members: [], feeScaleUrl: null, polirisAgencyId: null },
      },
      'GET /api/leads': { status: 200, body: page([]) },
    });
    renderRoute(<LeadsPage />, { path: '/demandes' });
    fireEvent.change(screen.getByLabelText('Choisir un fichier .eml'), {
      target: { files: [new File(['%PDF'], 'bail.pdf', { type: 'application/pdf' })] },
    });
    expect(toast.error).toHaveBeenCalledWith(
      'Impossible d’importer cet e-mail',
      'Choisissez un fichier .eml (un e-mail enregistré depuis votre messagerie).',
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });
});

describe('a lead’s page', () => {
  const open = (body: unknown, replies: Record<string, { status: number; body?: unknown }> = {}) => {
    const calls = mockApi({
      ...ME,
      'GET /api/agency': {
        status: 200,
        body: {
          agency: me.agency,
          members: [
            {
              id: MARIE.id,
              firstName: 'Marie',
              lastName: 'Dupont',
              email: 'marie@agence.fr',
              isBoss: false,
              status: 'active',
              permissions: ['client_directory'],
              failedSignIns: null,
            },
          ],
          feeScaleUrl: null,
          polirisAgencyId: null,
        },
      },
      [`GET /api/leads/${LEAD}`]: { status: 200, body },
      ...replies,
    });
    const utils = renderRoute(<LeadDetailPage />, { path: '/demandes/:leadId', at: `/demandes/${LEAD}` });
    return { calls, ...utils };
  };

  it('shows hostile text as text, line breaks kept, and the consent the visitor accepted', async () => {
    const hostile = '<img src=x onerror="alert(1)">\n<script>alert(2)</script> Bonjour';
    const { container } = open(
      detail({
        name: '<b>Pirate</b>',
        message: hostile,
        source: 'site',
        channel: 'formulaire',
        consent: { given: true, text: 'J’accepte d’être recontacté(e) par l’agence.' },
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Demande de <b>Pirate</b>' }),
    ).toBeInTheDocument();
    const message = screen.getByText((_, el) => el?.tagName === 'P' && el.textContent === hostile);
    expect(message).toHaveClass('whitespace-pre-wrap');
    expect(container.querySelector('img, script, b')).toBeNull();
    expect(screen.getByText('Accepte d’être recontacté(e)')).toBeInTheDocument();
    expect(screen.getByText('J’accepte d’être recontacté(e) par l’agence.')).toBeInTheDocument();
    expect(screen.getByText('Formulaire du site', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Demande reçue (SeLoger)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Télécharger l’e-mail d’origine' })).toHaveAttribute(
      'href',
      `/api/leads/${LEAD}/raw`,
    );
  });

  it('changes the state and the member', async () => {
    const u = userEvent.setup();
    const { calls } = open(detail(), {
      [`PATCH /api/leads/${LEAD}`]: {
        status: 200,
        body: detail({ state: 'contactee', responseMinutes: 12 }),
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Demande de Léa Bernard' });
    await u.selectOptions(byLabel('État'), 'contactee');
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('État de la demande modifié', 'Contactée'),
    );
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ state: 'contactee' });
    expect(await screen.findByText('En 12 min (heures d’ouverture)')).toBeInTheDocument();

    await u.selectOptions(byLabel('Suivie par'), '');
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PATCH')[1]?.body).toEqual({ assignedTo: null });
  });

  it('shows the server’s refusal of a member under the field', async () => {
    const u = userEvent.setup();
    open(detail(), {
      [`PATCH /api/leads/${LEAD}`]: {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Choisissez un membre actif de l’agence.',
            fieldErrors: { assignedTo: 'Choisissez un membre actif de l’agence.' },
          },
        },
      },
    });
    await screen.findByRole('option', { name: 'Claire Martin' });
    await u.selectOptions(byLabel('Suivie par'), me.user.id);
    expect(await screen.findByText('Choisissez un membre actif de l’agence.')).toBeInTheDocument();
    expect(byLabel('Suivie par')).toHaveAttribute('aria-invalid', 'true');
  });

  it('creates the client with a search from the listing, then links to the client', async () => {
    const u = userEvent.setup();
    let converted = false;
    mockApi({
      ...ME,
      'GET /api/agency': {
        status: 200,
        body: { agency: me.agency, members: [], feeScaleUrl: null, polirisAgencyId: null },
      },
      [`GET /api/leads/${LEAD}`]: () => ({
        status: 200,
        body: detail(converted ? { client: { id: CLIENT, name: 'Léa Bernard' } } : {}),
      }),
      [`POST /api/leads/${LEAD}/convert`]: () => {
        converted = true;
        return { status: 201, body: { clientId: CLIENT, searchId: 'a1b2c3d4-0000-4000-8000-000000000000' } };
      },
    });
    renderRoute(<LeadDetailPage />, { path: '/demandes/:leadId', at: `/demandes/${LEAD}` });
    await screen.findByRole('heading', { level: 1, name: 'Demande de Léa Bernard' });
    expect(screen.getByRole('checkbox', { name: 'et une recherche depuis ce bien' })).toBeChecked();
    await u.click(screen.getByRole('button', { name: 'Créer le client' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Client et recherche créés', 'Léa Bernard'),
    );
    expect(await screen.findByRole('link', { name: 'Fiche client\u00a0: Léa Bernard' })).toHaveAttribute(
      'href',
      `/client/${CLIENT}`,
    );
    expect(screen.queryByRole('button', { name: 'Créer le client' })).toBeNull();
  });

  it('creates the client alone when the search box is unticked, and offers no search without a listing', async () => {
    const u = userEvent.setup();
    const { calls } = open(detail(), {
      [`POST /api/leads/${LEAD}/convert`]: { status: 201, body: { clientId: CLIENT, searchId: null } },
    });
    await screen.findByRole('heading', { level: 1, name: 'Demande de Léa Bernard' });
    await u.click(screen.getByRole('checkbox', { name: 'et une recherche depuis ce bien' }));
    await u.click(screen.getByRole('button', { name: 'Créer le client' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Client créé', 'Léa Bernard'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ withSearch: false });
  });

  it('merges into a client with the same e-mail, suggested first', async () => {
    const u = userEvent.setup();
    const { calls } = open(detail({ duplicates: [{ id: CLIENT, name: 'Léa Bernard-Roux', by: 'email' }] }), {
      [`POST /api/leads/${LEAD}/merge`]: {
        status: 200,
        body: detail({ client: { id: CLIENT, name: 'Léa Bernard-Roux' }, duplicates: [] }),
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Demande de Léa Bernard' });
    await u.click(screen.getByRole('button', { name: 'Associer à un client existant' }));
    const dialog = await screen.findByRole('dialog', { name: 'Associer à un client existant' });
    expect(within(dialog).getByText('même e-mail', { exact: false })).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Associer à Léa Bernard-Roux' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Demande associée au client', 'Léa Bernard-Roux'),
    );
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ clientId: CLIENT });
    expect(
      await screen.findByRole('link', { name: 'Fiche client\u00a0: Léa Bernard-Roux' }),
    ).toBeInTheDocument();
  });

  it('plans a visit at the listing the lead names, with the server’s refusal under its field', async () => {
    const u = userEvent.setup();
    const { calls } = open(detail(), {
      'GET /api/calendar/property-options': {
        status: 200,
        body: { items: [{ id: PROPERTY, name: 'T3 Mourillon', type: 'Vente' }] },
      },
      [`POST /api/leads/${LEAD}/visit`]: {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Vérifiez les champs.',
            fieldErrors: { startTime: 'Ce créneau est déjà pris pour ce bien.' },
          },
        },
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Demande de Léa Bernard' });
    await u.click(screen.getByRole('button', { name: 'Planifier une visite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Planifier une visite' });
    await waitFor(() => expect(within(dialog).getByLabelText(/^Bien/)).toHaveValue(PROPERTY));
    await u.type(within(dialog).getByLabelText(/^Date/), '15/04/2027');
    await u.type(within(dialog).getByLabelText(/^Heure/), '10:30');
    await u.click(within(dialog).getByRole('button', { name: 'Planifier la visite' }));
    expect(await within(dialog).findByText('Ce créneau est déjà pris pour ce bien.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      propertyId: PROPERTY,
      date: '2027-04-15',
      startTime: '10:30',
    });
  });

  it('goes back to the list with a toast when the lead is not the agency’s', async () => {
    const { router } = open(undefined, {
      [`GET /api/leads/${LEAD}`]: {
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'Cette demande n’existe pas ou plus.' } },
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/demandes'));
    expect(toast.error).toHaveBeenCalledWith('Cette demande n’existe pas ou plus.');
  });
});

describe('around the inbox', () => {
  it('flags overdue leads on the dashboard, linking to the new ones, and nothing when there are none', async () => {
    mockApi({
      ...ME,
      'GET /api/leads/summary': { status: 200, body: { newCount: 3, mineNewCount: 1, overdueCount: 2 } },
    });
    renderRoute(<OverdueLeadsFlag />);
    expect(
      await screen.findByRole('link', { name: /2\u00a0demandes sans réponse depuis plus de 2\u00a0h/ }),
    ).toHaveAttribute('href', '/demandes?etat=nouvelle');

    mockApi({
      ...ME,
      'GET /api/leads/summary': { status: 200, body: { newCount: 0, mineNewCount: 0, overdueCount: 0 } },
    });
    const { container } = renderRoute(<OverdueLeadsFlag />);
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it('counts every new lead for the head and mine for a member; nothing without the client directory', async () => {
    const summary = { status: 200, body: { newCount: 5, mineNewCount: 2, overdueCount: 0 } };
    mockApi({ ...ME, 'GET /api/leads/summary': summary });
    renderRoute(<LeadsNavBadge />);
    expect(await screen.findByText('5 nouvelles demandes')).toBeInTheDocument();

    const member = makeMe({ profile: { isBoss: false, permissions: ['client_directory'] } });
    mockApi({ 'GET /api/auth/me': { status: 200, body: { me: member } }, 'GET /api/leads/summary': summary });
    renderRoute(<LeadsNavBadge />);
    expect(await screen.findByText('2 nouvelles demandes')).toBeInTheDocument();

    const calls = mockApi({
      'GET /api/auth/me': {
        status: 200,
        body: { me: makeMe({ profile: { isBoss: false, permissions: [] } }) },
      },
    });
    const { container } = renderRoute(<LeadsNavBadge />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(container).toBeEmptyDOMElement();
  });

  it('lists a client’s leads on their record, and no card for a client without any', async () => {
    mockApi({
      [`GET /api/clients/${CLIENT}/leads`]: {
        status: 200,
        body: { items: [lead({ client: { id: CLIENT, name: 'Léa Bernard' } })] },
      },
    });
    renderRoute(<ClientLeads clientId={CLIENT} />);
    expect(await screen.findByRole('link', { name: /^Reçue le/ })).toHaveAttribute(
      'href',
      `/demandes/${LEAD}`,
    );
    expect(screen.getByRole('heading', { name: 'Demandes' })).toBeInTheDocument();
    expect(screen.getByText('SeLoger', { exact: false })).toBeInTheDocument();

    mockApi({ [`GET /api/clients/${CLIENT}/leads`]: { status: 200, body: { items: [] } } });
    const { container } = renderRoute(<ClientLeads clientId={CLIENT} />);
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });
});
