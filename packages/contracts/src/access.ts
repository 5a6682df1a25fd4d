import { type Permission, subscriptionAccess } from './constants';
import type { Me } from './schemas/me';

/**
 * Where a signed-in user may be. One rule, used by the API guards and by the SPA's redirects,
 * so the browser never decides alone (spec 000 §4 "Dashboard gating").
 */
export type AccessState = 'no-agency' | 'pending' | 'two-factor-setup' | 'subscription-required' | 'ready';

export interface AccessFacts {
  isAdmin: boolean;
  status: Me['profile']['status'];
  agencyId: string | null;
  agencySubscriptionActive: boolean;
  /** The agency requires two-factor sign-in and this active member has not set it up yet. */
  twoFactorSetupRequired: boolean;
}

export function accessState(f: AccessFacts): AccessState {
  if (f.status === 'pending' && f.agencyId) return 'pending';
  if (!f.agencyId || f.status !== 'active') return 'no-agency';
  // Before anything else of the agency, even its subscription page: the member must enrol first.
  if (f.twoFactorSetupRequired) return 'two-factor-setup';
  if (!f.agencySubscriptionActive && !f.isAdmin) return 'subscription-required';
  return 'ready';
}

export const ACCESS_HOME: Record<AccessState, string> = {
  'no-agency': '/join-agency',
  pending: '/waiting-for-approval',
  'two-factor-setup': '/two-factor-setup',
  'subscription-required': '/subscription',
  ready: '/dashboard',
};

export function accessFactsOf(me: Me): AccessFacts {
  return {
    isAdmin: me.isAdmin,
    status: me.profile.status,
    agencyId: me.profile.agencyId,
    // A read-only agency is still reached (its data can be read and exported); writes are refused by the API.
    agencySubscriptionActive: !!me.agency && subscriptionAccess(me.agency.subscriptionStatus) !== 'none',
    twoFactorSetupRequired: (me.agency?.requireTwoFactor ?? false) && !me.user.twoFactorEnabled,
  };
}

export function homeFor(me: Me): string {
  return ACCESS_HOME[accessState(accessFactsOf(me))];
}

/** Heads hold every permission; a member holds those the head granted (spec 001 §6). */
export function holdsPermission(
  profile: { isBoss: boolean; permissions: readonly string[] },
  permission: Permission,
): boolean {
  return profile.isBoss || profile.permissions.includes(permission);
}
