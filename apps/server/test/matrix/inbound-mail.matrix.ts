import { randomUUID } from 'node:crypto';
import { secretBoxOf } from '../../src/auth/secret-box';
import { inboundMailboxes } from '../../src/db/schema';
import type { MatrixCase, MatrixContext } from './matrix-case';
import { everyone, memberRoute } from './matrix-case';

/** The head's routes: their own agency for either head, 403 for a member, as other boss routes. */
const headRoute = (ok: number) => ({
  visitor: 401,
  pending: 403,
  memberA: 403,
  bossA: ok,
  bossB: ok,
  admin: 403,
});

/** An IMAP mailbox on for agencies A and B (a server that refuses: the poll job records it). */
async function mailboxes({ t, world }: MatrixContext) {
  for (const agencyId of [world.agencyA.id, world.agencyB.id]) {
    await t.db
      .insert(inboundMailboxes)
      .values({
        agencyId,
        imapEnabled: true,
        imapHost: '127.0.0.1',
        imapPort: 1,
        imapSecure: false,
        imapUser: 'agence',
        imapPasswordSealed: secretBoxOf(t.config).seal('secret', `inbound-imap:${agencyId}`),
        nextPollAt: new Date(Date.now() + 86_400_000),
      })
      .onConflictDoNothing();
  }
}

function emlForm() {
  const form = new FormData();
  const raw = `From: Zoé <zoe@exemple.fr>\r\nSubject: Visite\r\nMessage-ID: <${randomUUID()}@exemple.fr>\r\n\r\nBonjour.\r\n`;
  form.append('file', new Blob([raw], { type: 'message/rfc822' }), 'demande.eml');
  return form;
}

export const inboundMailMatrix: MatrixCase[] = [
  { route: 'GET /api/agency/inbound-mail', expect: memberRoute(200, 200) },
  {
    route: 'PUT /api/agency/inbound-mail/imap',
    // Off: saved without signing in (the real server's checks are in inbound-mail.test.ts).
    request: () => ({
      url: '/api/agency/inbound-mail/imap',
      json: {
        enabled: false,
        host: 'imap.exemple.fr',
        port: 993,
        secure: true,
        user: 'annonces@exemple.fr',
        password: 'secret',
        folder: 'INBOX',
      },
    }),
    expect: headRoute(200),
  },
  { route: 'DELETE /api/agency/inbound-mail/imap', expect: headRoute(204) },
  {
    route: 'POST /api/agency/inbound-mail/poll',
    request: async (ctx) => {
      await mailboxes(ctx);
      return { url: '/api/agency/inbound-mail/poll' };
    },
    expect: headRoute(202),
  },
  {
    route: 'POST /api/agency/inbound-mail/webhook-secret',
    expect: headRoute(201),
    fuzzChangesDatabase: 'it takes no body: the head’s request makes a new secret whatever is sent',
  },
  {
    route: 'POST /api/inbound-mail/:agencyId',
    // No signature: refused alike for everyone, session or not (the signature is the only check).
    request: ({ world }) => ({
      url: `/api/inbound-mail/${world.agencyA.id}`,
      json: { raw: 'Subject: x\r\n\r\nx' },
    }),
    expect: everyone(401),
  },
  {
    route: 'POST /api/leads/import',
    request: () => ({ url: '/api/leads/import', form: emlForm() }),
    expect: memberRoute(201, 201),
  },
];
