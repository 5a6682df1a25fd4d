import type { MatrixCase } from './matrix-case';
import { everyone, memberRoute } from './matrix-case';

export const systemMatrix: MatrixCase[] = [
  { route: 'GET /api/health', expect: everyone(200) },
  // The outbox holds reset links: the administrator only.
  {
    route: 'GET /api/admin/outbox',
    expect: { visitor: 401, pending: 403, memberA: 403, bossA: 403, bossB: 403, admin: 200 },
  },
  // The SMS outbox holds signing codes: the administrator only.
  {
    route: 'GET /api/admin/sms-outbox',
    expect: { visitor: 401, pending: 403, memberA: 403, bossA: 403, bossB: 403, admin: 200 },
  },
  // Only registered with DEV_MAILBOX=true (the tests set it), and only for loopback clients, which
  // these are; from another machine it is a 404 for everyone (mailbox.test.ts).
  { route: 'GET /api/dev/mailbox', expect: everyone(200) },
  { route: 'GET /dev/mailbox', expect: everyone(200) },
  // Same conditions; a made-up signature request in the caller's own agency.
  {
    route: 'POST /api/dev/signature-request',
    request: () => ({
      url: '/api/dev/signature-request',
      json: {
        title: 'Mandat de démonstration',
        pages: 1,
        signers: [{ role: 'mandator', name: 'Claire Martin', email: 'claire.martin@exemple.fr' }],
      },
    }),
    expect: memberRoute(201, 201),
  },
];
