import type { Me } from '@immopilote/contracts';

/** A signed-in user; by default the paid head of an agency. */
export function makeMe(
  overrides: {
    profile?: Partial<Me['profile']>;
    agency?: Partial<NonNullable<Me['agency']>> | null;
    isAdmin?: boolean;
    twoFactorEnabled?: boolean;
    emailVerified?: boolean;
  } = {},
): Me {
  const agencyId = '7f0c8a4e-5b1d-4f6a-9c3e-2d8b1a6e4f10';
  const agency =
    overrides.agency === null
      ? null
      : {
          id: agencyId,
          name: 'Agence du Vieux-Port',
          address: '12 quai du Port',
          city: 'Marseille',
          zip: '13002',
          code: 'AB12CD',
          subscriptionStatus: 'active' as const,
          subscriptionPlan: 'pro' as const,
          requireTwoFactor: false,
          ...overrides.agency,
        };
  return {
    user: {
      id: '0c7e7a4b-3f5d-4d8e-9a2b-1c6f5e4d3b21',
      email: 'claire.martin@agence.fr',
      twoFactorEnabled: overrides.twoFactorEnabled ?? false,
      emailVerified: overrides.emailVerified ?? true,
    },
    profile: {
      firstName: 'Claire',
      lastName: 'Martin',
      phone: '0612345678',
      isBoss: true,
      status: 'active',
      agencyId: agency ? agencyId : null,
      permissions: [],
      ...overrides.profile,
    },
    agency,
    isAdmin: overrides.isAdmin ?? false,
  };
}
