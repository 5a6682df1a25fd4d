import type { Me } from '@immopilote/contracts';
import type { AuthContext } from '../../auth/context';

export function toMe(auth: AuthContext): Me {
  const { profile, agency } = auth;
  return {
    user: auth.user,
    profile: {
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone,
      isBoss: profile.isBoss,
      status: profile.status,
      agencyId: profile.agencyId,
      permissions: profile.permissions,
    },
    // A pending (or rejected) member gets no agency data until the head accepts them.
    agency:
      agency && profile.status === 'active'
        ? {
            id: agency.id,
            name: agency.name,
            address: agency.address,
            city: agency.city,
            zip: agency.zip,
            code: agency.code,
            subscriptionStatus: agency.subscriptionStatus,
            subscriptionPlan: agency.subscriptionPlan,
            requireTwoFactor: agency.requireTwoFactor,
          }
        : null,
    isAdmin: auth.isAdmin,
  };
}
