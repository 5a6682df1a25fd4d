import { createClient } from '../factories';
import { createMatch, createSentProposal } from '../helpers/prospecting-fixtures';
import type { MatrixCase, MatrixContext } from './matrix-case';
import { everyone, memberRoute } from './matrix-case';

const clientOfA = async ({ t, world }: MatrixContext) => (await createClient(t.db, world.agencyA.id)).id;
const proposalOfA = ({ t, world }: MatrixContext) => createSentProposal(t.db, world.agencyA.id);

export const prospectingMatrix: MatrixCase[] = [
  {
    route: 'GET /api/clients/:id/prospecting-consent',
    request: async (ctx) => ({ url: `/api/clients/${await clientOfA(ctx)}/prospecting-consent` }),
    expect: memberRoute(200),
  },
  {
    route: 'PUT /api/clients/:id/prospecting-consent',
    request: async (ctx) => ({
      url: `/api/clients/${await clientOfA(ctx)}/prospecting-consent`,
      json: { granted: true, source: 'oral' },
    }),
    expect: memberRoute(200),
  },
  {
    // B's head names A's match: not found; nothing is sent.
    route: 'POST /api/matches/propose',
    request: async ({ t, world }) => {
      const { searchId, propertyId } = await createMatch(t.db, world.agencyA.id);
      return { url: '/api/matches/propose', json: { matches: [{ searchId, propertyId }] } };
    },
    expect: memberRoute(200),
  },
  {
    route: 'GET /api/clients/:id/proposals',
    request: async (ctx) => ({ url: `/api/clients/${(await proposalOfA(ctx)).clientId}/proposals` }),
    expect: memberRoute(200),
  },
  {
    route: 'PUT /api/proposals/:id/answer',
    request: async (ctx) => ({
      url: `/api/proposals/${(await proposalOfA(ctx)).proposalId}/answer`,
      json: { answer: 'interesse' },
    }),
    expect: memberRoute(200),
  },
  // The e-mail's links: the token is the credential, so every caller gets the same answer.
  {
    route: 'GET /api/alerts/:token',
    request: async (ctx) => ({ url: `/api/alerts/${(await proposalOfA(ctx)).token}` }),
    expect: everyone(200),
  },
  {
    route: 'POST /api/alerts/:token/unsubscribe',
    request: async (ctx) => ({ url: `/api/alerts/${(await proposalOfA(ctx)).token}/unsubscribe` }),
    expect: everyone(204),
    fuzzChangesDatabase:
      'the one-click unsubscribe takes no input (RFC 8058 bodies are ignored): any call withdraws',
  },
  {
    route: 'POST /api/alerts/:token/answer',
    request: async (ctx) => ({
      url: `/api/alerts/${(await proposalOfA(ctx)).token}/answer`,
      json: { answer: 'pas_interesse' },
    }),
    expect: everyone(200),
  },
];
