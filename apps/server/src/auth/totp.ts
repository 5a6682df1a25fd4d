import { createHash, randomInt } from 'node:crypto';
import { twoFactorMessages } from '@immopilote/contracts';
import { Secret, TOTP } from 'otpauth';

/*
 * TOTP as authenticator apps implement it (RFC 6238): SHA-1, 6 digits, 30 s steps. A code is
 * accepted one step either side of now (clock drift, typing time); the caller remembers the step of
 * the last accepted code so the same code cannot be used twice.
 */
const PARAMS = { algorithm: 'SHA1', digits: 6, period: 30 } as const;
const WINDOW = 1;

function totpOf(secretBase32: string, label = ''): TOTP {
  return new TOTP({
    ...PARAMS,
    issuer: twoFactorMessages.issuer,
    label,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new random 160-bit secret (RFC 4226's recommended length), in base32 as apps expect. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** `otpauth://totp/ImmoPilote:<e-mail>?secret=…&issuer=ImmoPilote&algorithm=SHA1&digits=6&period=30` */
export function totpUri(secretBase32: string, email: string): string {
  return totpOf(secretBase32, email).toString();
}

export const isTotpCode = (code: string) => /^\d{6}$/.test(code.replace(/\s/g, ''));

/** The 30 s step the code belongs to, or null when it matches none within the window. */
export function matchTotp(secretBase32: string, code: string, now = Date.now()): number | null {
  const token = code.replace(/\s/g, '');
  if (!isTotpCode(token)) return null;
  const delta = totpOf(secretBase32).validate({ token, timestamp: now, window: WINDOW });
  return delta === null ? null : TOTP.counter({ period: PARAMS.period, timestamp: now }) + delta;
}

// No 0/o, 1/l/i: codes are copied by hand from paper.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODE_COUNT = 10;

/** Ten codes of ten characters (≈ 49 bits each), shown as `xxxxx-xxxxx`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    let code = '';
    for (let i = 0; i < 10; i++) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/**
 * Stored as SHA-256 of the normalised code: the codes are random and long, so a fast hash is
 * enough (no dictionary to try), and checking stays one indexed lookup.
 */
export function hashRecoveryCode(code: string): string {
  const normalised = code.toLowerCase().replace(/[\s-]/g, '');
  return createHash('sha256').update(`recovery:${normalised}`).digest('hex');
}
