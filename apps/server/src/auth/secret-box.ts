import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { oncePer } from '../memo';

/**
 * AES-256-GCM for secrets kept at rest (TOTP secrets). A sealed value is
 * `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url): the key id (first 8 bytes of the key's
 * SHA-256, hex) lets a rotated deployment keep opening values sealed with a previous key
 * (`ENCRYPTION_PREVIOUS_KEYS`) while sealing new ones with the current key.
 */
export class SecretBox {
  private readonly keys = new Map<string, Buffer>();
  private readonly currentId: string;

  constructor(current: Buffer, previous: readonly Buffer[] = []) {
    for (const key of [current, ...previous]) {
      if (key.length !== 32) throw new Error('An encryption key must be 32 bytes.');
      this.keys.set(keyIdOf(key), key);
    }
    this.currentId = keyIdOf(current);
  }

  seal(plaintext: string, context: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.keys.get(this.currentId)!, iv);
    // The context (e.g. the user id) is authenticated: a sealed secret copied to another row does not open.
    cipher.setAAD(Buffer.from(context));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
    return ['v1', this.currentId, ...parts].join('.');
  }

  /** Throws on a tampered value, a wrong context or an unknown key. */
  open(sealed: string, context: string): string {
    const [version, keyId, iv, tag, body] = sealed.split('.');
    const key = keyId ? this.keys.get(keyId) : undefined;
    if (version !== 'v1' || !key || !iv || !tag || body === undefined) {
      throw new Error('Sealed value with an unknown format or key.');
    }
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  }
}

function keyIdOf(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 16);
}

export const ENCRYPTION_KEY_FILE = 'encryption.key';

/**
 * The key file used when `ENCRYPTION_KEY` is not set: created once in DATA_DIR with 0600
 * permissions. Written beside, then hard-linked into place, so two processes starting together
 * agree on one key and nobody reads a half-written file.
 */
export function readOrCreateKeyFile(dataDir: string): Buffer {
  const file = path.join(dataDir, ENCRYPTION_KEY_FILE);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    fs.writeFileSync(tmp, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    try {
      fs.linkSync(tmp, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      fs.rmSync(tmp, { force: true });
    }
  }
  const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`${file} does not hold a base64 32-byte key.`);
  return key;
}

/** One box per configuration, made at first use (the key file is read or created then). */
export const secretBoxOf = oncePer((config: Config) => {
  const { key, previousKeys } = config.encryption;
  return new SecretBox(key ?? readOrCreateKeyFile(config.dataDir), previousKeys);
});
