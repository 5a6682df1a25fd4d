import {
  type ApiScope,
  apiKeyMessages,
  billingMessages,
  commonMessages,
  type Feature,
  featureIncluded,
  holdsPermission,
  onboardingMessages,
  type Permission,
  type PlanId,
  planIncludes,
  twoFactorMessages,
} from '@immopilote/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import type { AuthContext, MemberScope, UserScope } from './context';

/**
 * Every API route declares one of these in `config.guard` (STYLE habit 3); a route without one
 * is refused at run time and fails the route-guard test.
 */
export type Guard =
  | { level: 'public' }
  | { level: 'user' }
  | { level: 'onboarding' }
  | { level: 'member'; permission?: Permission; plan?: PlanId; feature?: Feature }
  /** `anySubscription`: billing and export, open whatever the subscription (inactive, read-only). */
  | { level: 'boss'; anySubscription?: boolean }
  | { level: 'admin' }
  /**
   * `/api/v1` (issue 33): a bearer API key holding `scope`, acting as the person who created it
   * (their permission too when named); never a session cookie.
   */
  | { level: 'apiKey'; scope: ApiScope; permission?: Permission };

export const guard = {
  public: { level: 'public' } satisfies Guard,
  user: { level: 'user' } satisfies Guard,
  /** Signed in but not yet an active member: may join or create an agency. */
  onboarding: { level: 'onboarding' } satisfies Guard,
  member: (opts: { permission?: Permission; plan?: PlanId; feature?: Feature } = {}): Guard => ({
    level: 'member',
    ...opts,
  }),
  boss: (opts: { anySubscription?: boolean } = {}): Guard => ({ level: 'boss', ...opts }),
  admin: { level: 'admin' } satisfies Guard,
  apiKey: (scope: ApiScope, opts: { permission?: Permission } = {}): Guard => ({
    level: 'apiKey',
    scope,
    ...opts,
  }),
};

export function describeGuard(g: Guard): string {
  switch (g.level) {
    case 'member':
      return [
        'member',
        g.permission && `permission:${g.permission}`,
        g.plan && `plan:${g.plan}`,
        g.feature && `feature:${g.feature}`,
      ]
        .filter(Boolean)
        .join(' ');
    case 'boss':
      return g.anySubscription ? 'boss (any subscription)' : 'boss';
    case 'apiKey':
      return ['apiKey', `scope:${g.scope}`, g.permission && `permission:${g.permission}`]
        .filter(Boolean)
        .join(' ');
    default:
      return g.level;
  }
}

function requireSignedIn(auth: AuthContext | null): AuthContext {
  if (!auth) throw new AppError('UNAUTHENTICATED', commonMessages.unauthenticated);
  return auth;
}

function requireAgencyState(auth: AuthContext, allowInactiveSubscription: boolean) {
  if (auth.state === 'pending') throw new AppError('PENDING_APPROVAL', commonMessages.pendingApproval);
  if (auth.state === 'no-agency') throw new AppError('NO_AGENCY', onboardingMessages.actionRequired);
  // The agency requires two-factor sign-in: no agency data until this member has enrolled.
  if (auth.state === 'two-factor-setup') {
    throw new AppError('TWO_FACTOR_SETUP_REQUIRED', twoFactorMessages.setupRequired);
  }
  if (auth.state === 'subscription-required' && !allowInactiveSubscription) {
    throw new AppError('SUBSCRIPTION_REQUIRED', onboardingMessages.subscriptionRequired);
  }
}

export function hasPermission(auth: AuthContext, permission: Permission): boolean {
  return holdsPermission(auth.profile, permission);
}

/** The API's side of « Disponible avec l’offre Pro »: 402 unless the agency's plan includes the feature. */
export function requireFeature(scope: { plan: PlanId | null; isAdmin: boolean }, feature: Feature): void {
  if (scope.isAdmin || featureIncluded(scope.plan, feature)) return;
  throw new AppError('PLAN_REQUIRED', billingMessages.featureNotIncluded(feature));
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Read-only agency (its subscription ended, or a past-due grace ran out): every member still
 * reads everything, and every write is refused here, in the one place all agency routes pass,
 * except billing and the data export (boss routes open to any subscription).
 */
function refuseWriteWhenReadOnly(auth: AuthContext, method: string): void {
  if (auth.agency?.subscriptionStatus === 'read_only' && !READS.has(method) && !auth.isAdmin) {
    throw new AppError('READ_ONLY', billingMessages.readOnly);
  }
}

export function enforceGuard(g: Guard | undefined, auth: AuthContext | null, method = 'GET'): void {
  if (!g) throw new AppError('FORBIDDEN', commonMessages.forbidden);
  // An API key opens `/api/v1` and nothing else: the app's routes know only sessions.
  if (auth?.apiKey && g.level !== 'apiKey' && g.level !== 'public') {
    throw new AppError('UNAUTHENTICATED', commonMessages.unauthenticated);
  }
  switch (g.level) {
    case 'public':
      return;
    case 'user':
      requireSignedIn(auth);
      return;
    case 'onboarding': {
      const a = requireSignedIn(auth);
      if (a.state !== 'no-agency') throw new AppError('CONFLICT', onboardingMessages.alreadyInAgency);
      return;
    }
    case 'member': {
      const a = requireSignedIn(auth);
      requireAgencyState(a, false);
      if (g.permission && !hasPermission(a, g.permission)) {
        throw new AppError('FORBIDDEN', commonMessages.permissionRequired);
      }
      if (g.plan && !a.isAdmin && !planIncludes(a.agency?.subscriptionPlan ?? 'starter', g.plan)) {
        throw new AppError('PLAN_REQUIRED', commonMessages.planRequired);
      }
      if (g.feature)
        requireFeature({ plan: a.agency?.subscriptionPlan ?? null, isAdmin: a.isAdmin }, g.feature);
      refuseWriteWhenReadOnly(a, method);
      return;
    }
    case 'boss': {
      const a = requireSignedIn(auth);
      requireAgencyState(a, g.anySubscription === true);
      if (!a.profile.isBoss) throw new AppError('FORBIDDEN', commonMessages.forbidden);
      if (!g.anySubscription) refuseWriteWhenReadOnly(a, method);
      return;
    }
    case 'admin': {
      const a = requireSignedIn(auth);
      if (!a.isAdmin) throw new AppError('FORBIDDEN', commonMessages.forbidden);
      return;
    }
    case 'apiKey': {
      if (!auth?.apiKey) throw new AppError('UNAUTHENTICATED', apiKeyMessages.errors.invalidKey);
      requireAgencyState(auth, false);
      if (!auth.apiKey.scopes.includes(g.scope)) {
        throw new AppError('FORBIDDEN', apiKeyMessages.errors.scopeMissing(g.scope));
      }
      if (g.permission && !hasPermission(auth, g.permission)) {
        throw new AppError('FORBIDDEN', commonMessages.permissionRequired);
      }
      refuseWriteWhenReadOnly(auth, method);
      return;
    }
  }
}

/** The caller's agency scope; only valid behind a member or boss guard. */
export function scopeOf(request: FastifyRequest): MemberScope {
  const a = request.auth;
  if (!a?.agency || a.profile.status !== 'active')
    throw new AppError('NO_AGENCY', onboardingMessages.actionRequired);
  return {
    userId: a.user.id,
    email: a.user.email,
    agencyId: a.agency.id,
    isBoss: a.profile.isBoss,
    isAdmin: a.isAdmin,
    permissions: a.profile.permissions,
    plan: a.agency.subscriptionPlan,
  };
}

/** The signed-in caller, member of an agency or not; only valid behind a user or onboarding guard. */
export function userScopeOf(request: FastifyRequest): UserScope {
  const { user } = requireSignedIn(request.auth);
  return { userId: user.id, email: user.email };
}

export function authOf(request: FastifyRequest): AuthContext {
  return requireSignedIn(request.auth);
}
