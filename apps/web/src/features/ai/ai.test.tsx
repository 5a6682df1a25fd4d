import { aiMessages, type ListingProposal } from '@immopilote/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { byLabel, mockApi, renderRoute } from '../../test/render';
import { AiSettingsCard } from './components/ai-settings-card';
import { Component as OptimizeAdPage } from './pages/optimize-ad-page';
import { Component as ReviewErrorPage } from './pages/review-error-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('../../lib/toast', () => ({ toast }));

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.unstubAllGlobals());

/** What the page reads of the property handed to it (the API answers the rest). */
const property = {
  id: '7b0c6a43-5d52-4f6b-9d6e-0a4f4d6b8e11',
  name: 'Appartement T3',
  price: 320000,
  type: 'Vente',
  address: '12 rue Mercière',
  city: 'Lyon',
  zip: '69002',
  description: 'Bel appartement.',
  status: 'Disponible',
  marketPrice: null,
  marketStatus: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  photos: [],
  documents: [],
};
const optimizeUrl = `POST /api/ai/listings/${property.id}/optimize`;
const original = { name: property.name, description: 'Bel appartement.' };

describe('/optimize-ad', () => {
  it('without a property in navigation state: « Données manquantes » and back to /add-property', async () => {
    const { router } = renderRoute(<OptimizeAdPage />, { path: '/optimize-ad' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/add-property'));
    expect(toast.error).toHaveBeenCalledWith(aiMessages.missingDataTitle);
  });

  const needsInfo: ListingProposal = {
    validation: 2,
    engine: 'builtin',
    original,
    proposal: null,
    infoSup: 'Diagnostic de performance énergétique, Barème des honoraires',
    addedLegalMentions: [],
    missing: [
      { key: 'dpeStatus', label: 'Diagnostic de performance énergétique' },
      { key: 'feeScaleUrl', label: 'Barème des honoraires' },
    ],
    reason: null,
    corrections: [],
  };
  const proposal: ListingProposal = {
    ...needsInfo,
    validation: 1,
    infoSup: null,
    missing: [],
    proposal: { name: 'T3 de 65 m² – Lyon 2e', description: 'À vendre : appartement.' },
  };
  const done = (result: ListingProposal) => ({
    id: '0b6c1f9e-2a4e-4c1b-9a51-6f1de2c3a001',
    task: 'listing',
    status: 'done',
    error: null,
    result,
  });

  it('asks once on entry; validation 2 lists the missing facts with the way to the form, a blank text is refused, the text is resubmitted', async () => {
    let round = 0;
    const calls = mockApi({
      [optimizeUrl]: () => ({ status: 200, body: done(round++ === 0 ? needsInfo : proposal) }),
      'GET /api/me': { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'x' } } },
    });
    const optimizeCalls = () => calls.filter((c) => c.url.endsWith('/optimize'));
    renderRoute(<OptimizeAdPage />, { path: '/optimize-ad', state: { property } });
    const list = await screen.findByRole('list', { name: aiMessages.missingFactsList });
    expect(list).toHaveTextContent('Diagnostic de performance énergétique');
    expect(screen.getByRole('link', { name: aiMessages.completeFacts })).toHaveAttribute(
      'href',
      `/edit-property/${property.id}`,
    );
    expect(optimizeCalls()).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: aiMessages.resubmit }));
    expect(toast.error).toHaveBeenCalledWith(aiMessages.infoSupRequired);
    expect(optimizeCalls()).toHaveLength(1);
    await userEvent.type(byLabel(aiMessages.infoSupLabel), 'DPE C');
    await userEvent.click(screen.getByRole('button', { name: aiMessages.resubmit }));
    expect(await screen.findByRole('button', { name: aiMessages.useProposal })).toBeInTheDocument();
    expect(optimizeCalls()[1]?.body).toEqual({ infoSup: 'DPE C' });
    expect(screen.getByLabelText(aiMessages.proposal)).toHaveTextContent('T3 de 65 m² – Lyon 2e');
  });

  it('a call in the jobs room is polled until done', async () => {
    const job = done(proposal);
    let polls = 0;
    const calls = mockApi({
      [optimizeUrl]: { status: 200, body: { ...job, status: 'running', result: null } },
      [`GET /api/ai/jobs/${job.id}`]: () =>
        polls++ === 0
          ? { status: 200, body: { ...job, status: 'running', result: null } }
          : { status: 200, body: job },
    });
    renderRoute(<OptimizeAdPage />, { path: '/optimize-ad', state: { property } });
    expect(
      await screen.findByRole('button', { name: aiMessages.useProposal }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.url === `/api/ai/jobs/${job.id}`)).toHaveLength(2);
  });

  it('the corrections the facts check made are shown with the proposal', async () => {
    const correction = aiMessages.corrected(aiMessages.correctedFacts.dpeClass, 'A', 'D');
    mockApi({ [optimizeUrl]: { status: 200, body: done({ ...proposal, corrections: [correction] }) } });
    renderRoute(<OptimizeAdPage />, { path: '/optimize-ad', state: { property } });
    const notice = await screen.findByRole('status', { name: aiMessages.correctionsTitle });
    // The matcher reads no-break spaces as plain ones.
    expect(notice).toHaveTextContent(correction.replaceAll('\u00a0', ' '));
  });

  it('a failed job, or a refused request, is the error state, from which the property is kept as saved', async () => {
    mockApi({
      [optimizeUrl]: {
        status: 200,
        body: { ...done(proposal), status: 'failed', result: null, error: aiMessages.providerDown },
      },
    });
    const { router } = renderRoute(<OptimizeAdPage />, { path: '/optimize-ad', state: { property } });
    expect(await screen.findByText(aiMessages.providerDown)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: aiMessages.saveWithoutOptimisation }));
    expect(toast.success).toHaveBeenCalledWith(aiMessages.savedTitle);
    expect(router.state.location.pathname).toBe(`/property-detail/${property.id}`);
  });

  it('a Starter agency is shown what the optimiser does and how to get it', async () => {
    mockApi({ [optimizeUrl]: { status: 402, body: { error: { code: 'PLAN_REQUIRED', message: 'x' } } } });
    renderRoute(<OptimizeAdPage />, { path: '/optimize-ad', state: { property } });
    expect(await screen.findByRole('heading', { name: aiMessages.planRequiredTitle })).toBeInTheDocument();
  });
});

describe('/review-error', () => {
  const request = { agencyName: 'Agence du Centre', city: 'Lyon' };
  it.each([
    [2, aiMessages.errorMissingTitle, aiMessages.errorMissingAction],
    [3, aiMessages.errorGenerationTitle, aiMessages.errorTechnicalAction],
    ['technical', aiMessages.errorTechnicalTitle, aiMessages.errorTechnicalAction],
  ] as const)(
    'code %s: « %s » and « %s » back to /review-search with the agency',
    async (code, title, action) => {
      const { router } = renderRoute(<ReviewErrorPage />, {
        path: '/review-error',
        state: { request, code, message: '' },
      });
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: action }));
      expect(router.state.location.pathname).toBe('/review-search');
      expect(router.state.location.state).toEqual({ request });
    },
  );
});

describe('AI card in Mon agence', () => {
  it('shows the usage and records the head’s consent for the external provider', async () => {
    const calls = mockApi({
      'GET /api/ai/settings': {
        status: 200,
        body: {
          provider: 'openai-compatible',
          external: true,
          externalEnabled: false,
          usage: { month: '2026-11', used: 12, limit: 300 },
        },
      },
      'PUT /api/ai/settings': (body) => ({
        status: 200,
        body: {
          provider: 'openai-compatible',
          external: true,
          ...(body as object),
          usage: { month: '2026-11', used: 12, limit: 300 },
        },
      }),
    });
    renderRoute(<AiSettingsCard />);
    expect(await screen.findByTestId('ai-usage')).toHaveTextContent(
      '12 utilisations sur 300 en novembre 2026',
    );
    const consent = screen.getByRole('switch', { name: aiMessages.settingsExternalLabel });
    await userEvent.click(consent);
    await waitFor(() => expect(consent).toBeChecked());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ externalEnabled: true });
    expect(toast.success).toHaveBeenCalledWith(aiMessages.settingsSaved);
  });

  it('shows the head what a call sends, as the API redacted it', async () => {
    mockApi({
      'GET /api/ai/settings': {
        status: 200,
        body: {
          provider: 'webhook',
          external: true,
          externalEnabled: true,
          usage: { month: '2026-11', used: 0, limit: 300 },
        },
      },
      'GET /api/ai/request-example': {
        status: 200,
        body: {
          provider: 'webhook',
          external: true,
          sampleDescription: aiMessages.sample.description,
          listing: 'nom = Appartement T3\ndescription = Propriétaire : [nom] ([téléphone])',
          reviews: null,
        },
      },
    });
    renderRoute(<AiSettingsCard />);
    await userEvent.click(await screen.findByText(aiMessages.exampleTitle));
    const listing = await screen.findByRole('region', { name: aiMessages.exampleListing });
    expect(listing).toHaveTextContent('Propriétaire : [nom] ([téléphone])');
    expect(screen.queryByRole('region', { name: aiMessages.exampleReviews })).not.toBeInTheDocument();
  });

  it('with the built-in engine nothing leaves: no example is asked for', async () => {
    const calls = mockApi({
      'GET /api/ai/settings': {
        status: 200,
        body: {
          provider: 'builtin',
          external: false,
          externalEnabled: false,
          usage: { month: '2026-11', used: 0, limit: 300 },
        },
      },
    });
    renderRoute(<AiSettingsCard />);
    expect(await screen.findByText(aiMessages.settingsBuiltinOnly)).toBeInTheDocument();
    expect(screen.queryByText(aiMessages.exampleTitle)).not.toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/ai/request-example')).toBe(false);
  });
});
