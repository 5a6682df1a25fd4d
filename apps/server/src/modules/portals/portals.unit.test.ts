import { portalsMessages as m } from '@immopilote/contracts';
import { FTPError } from 'basic-ftp';
import { describe, expect, it } from 'vitest';
import { ftpFailure } from './ftp-upload';
import { guardVerdict, nightlyStart } from './portal-upload';

describe('the guard (« annule et remplace »)', () => {
  it('lets a feed go while the portal holds nothing, or loses at most half', () => {
    expect(guardVerdict(0, 0)).toBeNull();
    expect(guardVerdict(0, 5)).toBeNull();
    expect(guardVerdict(10, 10)).toBeNull();
    expect(guardVerdict(10, 12)).toBeNull();
    expect(guardVerdict(10, 5)).toBeNull();
    expect(guardVerdict(2, 1)).toBeNull();
  });

  it('stops a feed that would take away more than half, or everything', () => {
    expect(guardVerdict(10, 4)).toBe(m.guardMoreThanHalf(4, 10));
    expect(guardVerdict(3, 1)).toBe(m.guardMoreThanHalf(1, 3));
    expect(guardVerdict(1, 0)).toBe(m.guardEverything(1));
    expect(guardVerdict(40, 0)).toBe(m.guardEverything(40));
    expect(m.guardMoreThanHalf(4, 10)).toContain('il en retirerait 6, plus de la moitié');
  });
});

describe('FTP failures in French', () => {
  const target = { host: 'ftp.portail.fr', port: 21, folder: '/annonces' };
  const reply = (code: number, message: string) => new FTPError({ code, message } as never);

  it('reads the reply codes', () => {
    expect(ftpFailure(reply(530, '530 Login incorrect.'), target)).toMatchObject({
      kind: 'auth',
      userMessage: m.errors.auth,
    });
    expect(ftpFailure(reply(552, '552 Exceeded storage allocation'), target).kind).toBe('full');
    expect(ftpFailure(reply(452, '452 Insufficient storage space'), target).kind).toBe('full');
    expect(ftpFailure(reply(550, '550 ENOSPC: no space left on device'), target).kind).toBe('full');
    expect(ftpFailure(reply(550, '550 No such directory'), target)).toMatchObject({
      kind: 'folder',
      userMessage: m.errors.folder('/annonces'),
    });
    expect(ftpFailure(reply(421, '421 Too many users'), target).userMessage).toBe(m.errors.other('code 421'));
  });

  it('reads the socket’s errors: unreachable, timeout, TLS', () => {
    const sys = (code: string, message = code) => Object.assign(new Error(message), { code });
    expect(ftpFailure(sys('ECONNREFUSED'), target)).toMatchObject({
      kind: 'unreachable',
      userMessage: m.errors.unreachable('ftp.portail.fr:21'),
    });
    expect(ftpFailure(sys('ENOTFOUND'), target).kind).toBe('unreachable');
    expect(ftpFailure(new Error('Timeout (control socket)'), target)).toMatchObject({
      kind: 'timeout',
      userMessage: m.errors.timeout,
    });
    expect(ftpFailure(sys('ERR_TLS_CERT_ALTNAME_INVALID', 'bad cert'), target).kind).toBe('tls');
  });
});

describe('the nightly hour', () => {
  it('is 02:00 in Paris, winter and summer', () => {
    expect(nightlyStart(new Date('2026-01-15T12:00:00Z')).toISOString()).toBe('2026-01-15T01:00:00.000Z');
    expect(nightlyStart(new Date('2026-07-15T12:00:00Z')).toISOString()).toBe('2026-07-15T00:00:00.000Z');
    // 00:30 UTC on 16 January is 01:30 in Paris: that day's 02:00 is still ahead.
    expect(nightlyStart(new Date('2026-01-16T00:30:00Z')).toISOString()).toBe('2026-01-16T01:00:00.000Z');
  });
});
