import { describe, expect, it } from 'vitest';
import {
  bearerOf,
  hashApiKeySecret,
  keyHasScope,
  looksLikeApiKey,
  newApiKeySecret,
  secondsToNextWindow,
  shownPrefix,
  windowStartOf,
} from './api-key-secret';

describe('API key secrets', () => {
  it('are ip_live_ and 32 random bytes in base64url, never twice the same', () => {
    const a = newApiKeySecret();
    const b = newApiKeySecret();
    expect(a).toMatch(/^ip_live_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(a.slice(8), 'base64url')).toHaveLength(32);
    expect(a).not.toBe(b);
    expect(looksLikeApiKey(a)).toBe(true);
    expect(looksLikeApiKey(`${a}x`)).toBe(false);
    expect(looksLikeApiKey(`ip_test_${a.slice(8)}`)).toBe(false);
  });

  it('are kept as their SHA-256 in hex, and shown by their first 14 characters', () => {
    // sha256("abc"), the FIPS 180-2 test vector: the hash is plain SHA-256 of the whole secret.
    expect(hashApiKeySecret('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(hashApiKeySecret('ip_live_abc')).toMatch(/^[0-9a-f]{64}$/);
    expect(hashApiKeySecret('ip_live_abc')).not.toBe(hashApiKeySecret('ip_live_abd'));
    expect(shownPrefix('ip_live_AbCdEfGhIj')).toBe('ip_live_AbCdEf');
  });

  it('come in a Bearer header only', () => {
    expect(bearerOf('Bearer ip_live_x')).toBe('ip_live_x');
    expect(bearerOf('bearer  ip_live_x ')).toBe('ip_live_x');
    expect(bearerOf('Basic abc')).toBeNull();
    expect(bearerOf('Bearer a b')).toBeNull();
    expect(bearerOf(undefined)).toBeNull();
  });
});

describe('scopes and windows', () => {
  it('a write scope does not imply the read scope', () => {
    expect(keyHasScope(['listings:write'], 'listings:write')).toBe(true);
    expect(keyHasScope(['listings:write'], 'listings:read')).toBe(false);
    expect(keyHasScope([], 'clients:read')).toBe(false);
  });

  it('counts in whole minutes, and says how long until the next one', () => {
    const t = new Date('2026-11-28T01:02:03.500Z');
    expect(windowStartOf(t).toISOString()).toBe('2026-11-28T01:02:00.000Z');
    expect(windowStartOf(new Date('2026-11-28T01:02:59.999Z')).toISOString()).toBe(
      '2026-11-28T01:02:00.000Z',
    );
    expect(secondsToNextWindow(t)).toBe(57);
    expect(secondsToNextWindow(new Date('2026-11-28T01:02:59.999Z'))).toBe(1);
    expect(secondsToNextWindow(new Date('2026-11-28T01:02:00.000Z'))).toBe(60);
  });
});
