import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { hashRecoveryCode, matchTotp, newRecoveryCodes, newTotpSecret, totpUri } from './totp';

const secret = newTotpSecret();
const at = (timestamp: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp,
  });
// The middle of a step, so ±15 s stays within it.
const now = Math.floor(Date.UTC(2026, 10, 23, 15, 0, 0) / 30_000) * 30_000 + 15_000;
const step = Math.floor(now / 30_000);

describe('TOTP (SHA-1, 6 digits, 30 s, one step either side)', () => {
  it('accepts the current code and names its step', () => {
    expect(matchTotp(secret, at(now), now)).toBe(step);
  });

  it('accepts the previous and the next step, not two away', () => {
    expect(matchTotp(secret, at(now - 30_000), now)).toBe(step - 1);
    expect(matchTotp(secret, at(now + 30_000), now)).toBe(step + 1);
    const twoBefore = at(now - 60_000);
    const inWindow = [at(now - 30_000), at(now), at(now + 30_000)];
    // A code two steps away is refused unless it happens to equal one inside the window.
    if (!inWindow.includes(twoBefore)) expect(matchTotp(secret, twoBefore, now)).toBeNull();
    const twoAfter = at(now + 60_000);
    if (!inWindow.includes(twoAfter)) expect(matchTotp(secret, twoAfter, now)).toBeNull();
  });

  it('refuses anything but six digits, and tolerates spaces inside', () => {
    const code = at(now);
    expect(matchTotp(secret, `${code.slice(0, 3)} ${code.slice(3)}`, now)).toBe(step);
    expect(matchTotp(secret, code.slice(1), now)).toBeNull();
    expect(matchTotp(secret, `${code}0`, now)).toBeNull();
    expect(matchTotp(secret, 'abcdef', now)).toBeNull();
  });

  it('refuses another secret’s code', () => {
    const other = new TOTP({ secret: Secret.fromBase32(newTotpSecret()) }).generate({ timestamp: now });
    if (other !== at(now) && other !== at(now - 30_000) && other !== at(now + 30_000)) {
      expect(matchTotp(secret, other, now)).toBeNull();
    }
  });

  it('writes the standard otpauth URI with the ImmoPilote issuer and the e-mail', () => {
    const uri = new URL(totpUri(secret, 'lea.martin@exemple.fr'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/ImmoPilote:lea.martin@exemple.fr');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('ImmoPilote');
    expect(uri.searchParams.get('algorithm')).toBe('SHA1');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
  });

  it('draws 160-bit secrets', () => {
    expect(Secret.fromBase32(secret).bytes.length).toBe(20);
    expect(newTotpSecret()).not.toBe(secret);
  });
});

describe('recovery codes', () => {
  it('are ten distinct xxxxx-xxxxx codes', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  });

  it('hash the same whatever the case, spaces or dash', () => {
    const [code] = newRecoveryCodes();
    const h = hashRecoveryCode(code!);
    expect(hashRecoveryCode(code!.toUpperCase())).toBe(h);
    expect(hashRecoveryCode(` ${code!.replace('-', ' ')} `)).toBe(h);
    expect(hashRecoveryCode(code!.replace('-', ''))).toBe(h);
    expect(hashRecoveryCode(newRecoveryCodes()[0]!)).not.toBe(h);
  });
});
