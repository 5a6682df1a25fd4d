import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { ENCRYPTION_KEY_FILE, readOrCreateKeyFile, SecretBox, secretBoxOf } from './secret-box';

const key = randomBytes(32);

describe('SecretBox (AES-256-GCM)', () => {
  it('opens what it sealed, and never stores the plaintext', () => {
    const box = new SecretBox(key);
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'user-1');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(sealed.split('.')[0]).toBe('v1');
    expect(box.open(sealed, 'user-1')).toBe('JBSWY3DPEHPK3PXP');
    // A fresh IV each time.
    expect(box.seal('JBSWY3DPEHPK3PXP', 'user-1')).not.toBe(sealed);
  });

  it('detects tampering with the ciphertext, the tag or the IV', () => {
    const box = new SecretBox(key);
    const sealed = box.seal('secret', 'user-1');
    const parts = sealed.split('.');
    for (const index of [2, 3, 4]) {
      const bytes = Buffer.from(parts[index]!, 'base64url');
      bytes[0] = bytes[0]! ^ 1;
      const tampered = [...parts];
      tampered[index] = bytes.toString('base64url');
      expect(() => box.open(tampered.join('.'), 'user-1')).toThrow();
    }
  });

  it('binds a sealed value to its context (another user’s row does not open)', () => {
    const box = new SecretBox(key);
    expect(() => box.open(box.seal('secret', 'user-1'), 'user-2')).toThrow();
  });

  it('refuses another key, and opens values of a previous key after a rotation', () => {
    const old = new SecretBox(key);
    const sealedWithOld = old.seal('secret', 'u');
    expect(() => new SecretBox(randomBytes(32)).open(sealedWithOld, 'u')).toThrow();
    const rotated = new SecretBox(randomBytes(32), [key]);
    expect(rotated.open(sealedWithOld, 'u')).toBe('secret');
    expect(rotated.seal('x', 'u').split('.')[1]).not.toBe(sealedWithOld.split('.')[1]);
  });
});

describe('the key without configuration', () => {
  it('is created once in DATA_DIR with 0600 permissions and read back', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'immopilote-key-'));
    const first = readOrCreateKeyFile(dir);
    const file = path.join(dir, ENCRYPTION_KEY_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(readOrCreateKeyFile(dir).equals(first)).toBe(true);
    expect(first).toHaveLength(32);
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir });
    const sealed = secretBoxOf(config).seal('s', 'u');
    expect(new SecretBox(first).open(sealed, 'u')).toBe('s');
    expect(fs.readdirSync(dir)).toEqual([ENCRYPTION_KEY_FILE]);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('ENCRYPTION_KEY wins over the file and must be 32 bytes; production on PostgreSQL requires it', () => {
    const config = loadConfig({ NODE_ENV: 'test', ENCRYPTION_KEY: key.toString('base64') });
    expect(config.encryption.key?.equals(key)).toBe(true);
    expect(() => loadConfig({ ENCRYPTION_KEY: randomBytes(16).toString('base64') })).toThrow(
      /ENCRYPTION_KEY/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://x@h/db' })).toThrow(
      /ENCRYPTION_KEY.*required/,
    );
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://x@h/db',
        ENCRYPTION_KEY: key.toString('base64'),
      }),
    ).not.toThrow();
  });
});
