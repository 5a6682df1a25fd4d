import { DEFAULT_OPENING_HOURS } from '@immopilote/contracts';
import type { MatrixCase } from './matrix-case';
import { memberRoute } from './matrix-case';

/** Written by the head only, on their own agency: B's head writes B's settings. */
const headOwn = (ok: number) => ({
  visitor: 401,
  pending: 403,
  memberA: 403,
  bossA: ok,
  bossB: ok,
  admin: 403,
});

/** Issue 29: the public site's settings and the structured fee scale. */
export const agencySiteMatrix: MatrixCase[] = [
  { route: 'GET /api/agency/site', expect: memberRoute(200, 200) },
  {
    route: 'PUT /api/agency/site',
    // Each agency its own address: the same slug for A and B would be refused to the second.
    request: ({ actor }) => ({
      url: '/api/agency/site',
      json: {
        slug: `agence-${actor.name.toLowerCase()}-${crypto.randomUUID().slice(0, 8)}`,
        cardNumber: 'CPI 6901 2018 000 012 345',
        showFullAddress: false,
        openingHours: DEFAULT_OPENING_HOURS,
      },
    }),
    expect: headOwn(200),
  },
  {
    route: 'GET /api/agency/site/slug',
    request: () => ({ url: '/api/agency/site/slug?slug=agence-des-canuts' }),
    expect: headOwn(200),
  },
  { route: 'GET /api/agency/fee-scale-table', expect: memberRoute(200, 200) },
  {
    route: 'PUT /api/agency/fee-scale-table',
    request: () => ({
      url: '/api/agency/fee-scale-table',
      json: {
        rows: [
          { kind: 'vente', label: 'Vente', from: 0, to: null, rate: 5, amount: null, payer: 'acquereur' },
        ],
        notes: 'Honoraires TTC',
      },
    }),
    expect: headOwn(200),
  },
];
