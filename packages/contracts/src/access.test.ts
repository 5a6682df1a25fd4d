import { describe, expect, it } from 'vitest';
import { accessState } from './access';

const base = {
  isAdmin: false,
  status: 'active' as const,
  agencyId: 'a',
  agencySubscriptionActive: true,
  twoFactorSetupRequired: false,
};

describe('accessState (the gating rule of spec 000 §4)', () => {
  it('sends a user without agency to onboarding', () => {
    expect(accessState({ ...base, agencyId: null, status: 'pending' })).toBe('no-agency');
    expect(accessState({ ...base, agencyId: null, status: 'removed' })).toBe('no-agency');
  });
  it('holds a pending member on the waiting screen', () => {
    expect(accessState({ ...base, status: 'pending' })).toBe('pending');
  });
  it('treats a rejected member as without agency', () => {
    expect(accessState({ ...base, status: 'rejected' })).toBe('no-agency');
  });
  it('requires an active subscription, except for the administrator', () => {
    expect(accessState({ ...base, agencySubscriptionActive: false })).toBe('subscription-required');
    expect(accessState({ ...base, agencySubscriptionActive: false, isAdmin: true })).toBe('ready');
  });
  it('sends an active member who must set up two-factor sign-in to /two-factor-setup first', () => {
    const mustEnrol = { ...base, twoFactorSetupRequired: true };
    expect(accessState(mustEnrol)).toBe('two-factor-setup');
    expect(accessState({ ...mustEnrol, agencySubscriptionActive: false })).toBe('two-factor-setup');
    expect(accessState({ ...mustEnrol, status: 'pending' })).toBe('pending');
    expect(accessState({ ...mustEnrol, agencyId: null })).toBe('no-agency');
  });
  it('lets an active member of a paid agency in', () => {
    expect(accessState(base)).toBe('ready');
  });
});
