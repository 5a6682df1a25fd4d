import { emailVerificationTokens, passwordResetTokens } from '../../src/db/schema';
import { createUser, DEFAULT_PASSWORD, unique } from '../factories';
import { hashToken, newToken } from '../../src/auth/tokens';
import type { MatrixCase, MatrixContext } from './matrix-case';
import { everyone } from './matrix-case';

async function resetToken({ t, actor }: MatrixContext) {
  const userId = actor.userId ?? (await createUser(t.db)).user.id;
  const token = newToken();
  await t.db
    .insert(passwordResetTokens)
    .values({ id: hashToken(token), userId, expiresAt: new Date(Date.now() + 60_000) });
  return token;
}

/** A link for a new account with an unconfirmed address: whoever holds it may use it. */
async function verificationToken({ t }: MatrixContext) {
  const { user } = await createUser(t.db, { emailVerified: false });
  const token = newToken();
  await t.db.insert(emailVerificationTokens).values({
    id: hashToken(token),
    userId: user.id,
    email: user.email,
    expiresAt: new Date(Date.now() + 60_000),
  });
  return token;
}

const onboarding = { visitor: 401, pending: 409, memberA: 409, bossA: 409, bossB: 409, admin: 200 };

export const authMatrix: MatrixCase[] = [
  {
    route: 'POST /api/auth/sign-in',
    request: async ({ t, actor }) => ({
      url: '/api/auth/sign-in',
      json: { email: actor.email ?? (await createUser(t.db)).user.email, password: DEFAULT_PASSWORD },
    }),
    expect: everyone(200),
  },
  {
    route: 'POST /api/auth/sign-up',
    request: () => ({
      url: '/api/auth/sign-up',
      json: {
        mode: 'create',
        firstName: 'Léa',
        lastName: 'Petit',
        email: `lea.${unique()}@exemple.fr`,
        phone: '0612345678',
        password: 'secret123',
        agencyName: 'Agence Test',
        agencyAddress: '3 quai Saint-Antoine',
        agencyCity: 'Lyon',
        agencyZip: '69002',
      },
    }),
    expect: everyone(201),
  },
  {
    route: 'POST /api/auth/sign-out',
    expect: everyone(204),
    fuzzChangesDatabase: 'signing out ignores the body and always ends the current session',
  },
  { route: 'GET /api/auth/me', expect: { ...everyone(200), visitor: 401 } },
  {
    route: 'POST /api/auth/password-reset/request',
    request: ({ actor }) => ({
      url: '/api/auth/password-reset/request',
      json: { email: actor.email ?? 'x@exemple.fr' },
    }),
    expect: everyone(202),
  },
  {
    route: 'POST /api/auth/password-reset/check',
    request: async (ctx) => ({
      url: '/api/auth/password-reset/check',
      json: { token: await resetToken(ctx) },
    }),
    expect: everyone(204),
  },
  {
    route: 'POST /api/auth/password-reset/complete',
    request: async (ctx) => ({
      url: '/api/auth/password-reset/complete',
      json: { token: await resetToken(ctx), password: 'nouveau123', confirmPassword: 'nouveau123' },
    }),
    expect: everyone(204),
  },
  {
    route: 'POST /api/auth/verify-email',
    request: async (ctx) => ({
      url: '/api/auth/verify-email',
      json: { token: await verificationToken(ctx) },
    }),
    expect: everyone(204),
  },
  // Every actor's address is confirmed already: the route is reached, and says so.
  { route: 'POST /api/auth/verify-email/resend', expect: { ...everyone(409), visitor: 401 } },
  {
    route: 'POST /api/onboarding/join',
    request: ({ world }) => ({ url: '/api/onboarding/join', json: { agencyCode: world.agencyA.code } }),
    expect: onboarding,
  },
  {
    route: 'POST /api/onboarding/create-agency',
    request: () => ({
      url: '/api/onboarding/create-agency',
      json: { name: 'Agence Neuve', address: '1 rue Neuve', city: 'Lille', zip: '59000' },
    }),
    expect: onboarding,
  },
];
