import { Secret, TOTP } from 'otpauth';
import { secretBoxOf } from '../../src/auth/secret-box';
import { hashToken, newToken } from '../../src/auth/tokens';
import { newTotpSecret } from '../../src/auth/totp';
import { twoFactorChallenges, userTwoFactor } from '../../src/db/schema';
import { createUser, DEFAULT_PASSWORD } from '../factories';
import type { TestClient } from '../helpers/test-client';
import type { MatrixCase, MatrixContext } from './matrix-case';
import { everyone } from './matrix-case';

const codeFor = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate();

/** Every signed-in user manages their own two-factor sign-in, whatever their agency membership. */
const signedIn = (status: number) => ({ ...everyone(status), visitor: 401 });

/** The actor starts enrolment (a visitor's call is refused, so any code will do). */
async function pendingSecret(client: TestClient): Promise<string> {
  const res = await client.post('/api/profile/two-factor/setup');
  return res.status === 200 ? res.body.secret : newTotpSecret();
}

async function enrolled(client: TestClient): Promise<void> {
  const secret = await pendingSecret(client);
  await client.post('/api/profile/two-factor/confirm', { code: codeFor(secret) });
}

/** A password step already passed by a fresh two-factor user: the challenge and a valid code. */
async function liveChallenge({ t }: MatrixContext) {
  const { user } = await createUser(t.db);
  const secret = newTotpSecret();
  await t.db.insert(userTwoFactor).values({
    userId: user.id,
    secret: secretBoxOf(t.config).seal(secret, user.id),
    enabledAt: new Date(),
  });
  const challenge = newToken();
  await t.db
    .insert(twoFactorChallenges)
    .values({ id: hashToken(challenge), userId: user.id, expiresAt: new Date(Date.now() + 60_000) });
  return { challenge, code: codeFor(secret) };
}

export const twoFactorMatrix: MatrixCase[] = [
  {
    route: 'POST /api/auth/two-factor',
    request: async (ctx) => ({ url: '/api/auth/two-factor', json: await liveChallenge(ctx) }),
    expect: everyone(200),
  },
  { route: 'GET /api/profile/two-factor', expect: signedIn(200) },
  {
    route: 'POST /api/profile/two-factor/setup',
    expect: signedIn(200),
    fuzzChangesDatabase: 'the route reads no body; each call draws a new pending secret',
  },
  {
    route: 'POST /api/profile/two-factor/confirm',
    request: async ({ actor }) => ({
      url: '/api/profile/two-factor/confirm',
      json: { code: codeFor(await pendingSecret(actor.client)) },
    }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/profile/two-factor/recovery-codes',
    request: async ({ actor }) => {
      await enrolled(actor.client);
      return { url: '/api/profile/two-factor/recovery-codes', json: { proof: DEFAULT_PASSWORD } };
    },
    expect: signedIn(200),
  },
  {
    route: 'POST /api/profile/two-factor/disable',
    request: async ({ actor }) => {
      await enrolled(actor.client);
      return { url: '/api/profile/two-factor/disable', json: { proof: DEFAULT_PASSWORD } };
    },
    expect: signedIn(204),
  },
  {
    // Turning it off needs nothing first; turning it on needs the head's own enrolment (two-factor.test.ts).
    route: 'PUT /api/agency/two-factor-requirement',
    request: () => ({ url: '/api/agency/two-factor-requirement', json: { required: false } }),
    expect: { visitor: 401, pending: 403, memberA: 403, bossA: 200, bossB: 200, admin: 403 },
  },
];
