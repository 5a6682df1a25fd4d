import { accessFactsOf, accessState, homeFor, type Me } from '@immopilote/contracts';

export type ShellDecision =
  | { kind: 'render'; navigation: boolean }
  | { kind: 'action-required' }
  | { kind: 'redirect'; to: string; subscriptionToast: boolean };

const JOIN_AGENCY_PATH = '/join-agency';
const ADMIN_PATH = '/admin';
const PROFILE_PATH = '/profile';

/**
 * What the signed-in shell does for a user on a path (spec 000 §2 and §4 "Dashboard gating").
 * Where to send someone always comes from the shared `homeFor` rule, never from the browser alone.
 */
export function shellDecision(me: Me | null, pathname: string, noSessionPath = '/login'): ShellDecision {
  if (!me) return { kind: 'redirect', to: noSessionPath, subscriptionToast: false };
  const state = accessState(accessFactsOf(me));
  const onJoinPage = pathname === JOIN_AGENCY_PATH;
  if (state === 'ready') {
    return onJoinPage
      ? { kind: 'redirect', to: homeFor(me), subscriptionToast: false }
      : { kind: 'render', navigation: true };
  }
  // The platform administrator needs no agency of their own to run the admin panel.
  if (me.isAdmin && pathname === ADMIN_PATH) return { kind: 'render', navigation: false };
  // Anyone signed in may manage or delete their own account, e.g. a member whose agency was closed.
  if (pathname === PROFILE_PATH && (state === 'no-agency' || state === 'pending')) {
    return { kind: 'render', navigation: false };
  }
  // Without an agency the only signed-in screen is /join-agency, shown without the navigation
  // because every other entry would bounce straight back here.
  if (state === 'no-agency' && onJoinPage) return { kind: 'render', navigation: false };
  // Elsewhere (a bookmark, a member whose agency was closed) the spec's « Action requise » says why
  // nothing shows and offers the way on, rather than a silent jump to /join-agency.
  if (state === 'no-agency') return { kind: 'action-required' };
  return {
    kind: 'redirect',
    to: homeFor(me),
    // The spec's 'Abonnement requis' toast speaks to the head, who can pay; a member is told on /subscription.
    subscriptionToast: state === 'subscription-required' && me.profile.isBoss,
  };
}
