import { createHash, randomBytes, randomInt } from 'node:crypto';
import { AGENCY_CODE_ALPHABET, AGENCY_CODE_LENGTH } from '@immopilote/contracts';

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored hashed: the database alone cannot be used to sign in or reset a password. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newAgencyCode(): string {
  let code = '';
  for (let i = 0; i < AGENCY_CODE_LENGTH; i++)
    code += AGENCY_CODE_ALPHABET[randomInt(AGENCY_CODE_ALPHABET.length)];
  return code;
}
