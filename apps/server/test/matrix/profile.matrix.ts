import { DEFAULT_PASSWORD } from '../factories';
import type { MatrixCase } from './matrix-case';

/** Every signed-in user manages their own account, with or without an agency. */
const signedIn = (status: number) => ({
  visitor: 401,
  pending: status,
  memberA: status,
  bossA: status,
  bossB: status,
  admin: status,
});

export const profileMatrix: MatrixCase[] = [
  {
    route: 'PATCH /api/profile',
    request: () => ({
      url: '/api/profile',
      json: { firstName: 'Camille', lastName: 'Durand', phone: '06 12 34 56 78' },
    }),
    expect: signedIn(200),
  },
  {
    route: 'POST /api/profile/password-reset',
    expect: signedIn(202),
    fuzzChangesDatabase: 'the reset e-mail goes to the account’s own address; the route reads no body',
  },
  {
    route: 'POST /api/profile/delete-account',
    request: () => ({ url: '/api/profile/delete-account', json: { password: DEFAULT_PASSWORD } }),
    expect: signedIn(204),
  },
];
