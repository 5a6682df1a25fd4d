import { portalsMessages as m } from '@immopilote/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FtpTarget, uploadStreamed } from '../src/modules/portals/ftp-upload';
import { startTestFtpServer, type TestFtpServer } from './helpers/ftp-server';

let ftp: TestFtpServer;
let target: FtpTarget;
beforeAll(async () => {
  ftp = await startTestFtpServer();
  target = {
    protocol: 'ftp',
    host: ftp.host,
    port: ftp.port,
    username: ftp.user,
    password: ftp.password,
    folder: '/',
  };
});
afterAll(() => ftp.close());

const MB = 1024 * 1024;

describe('uploadStreamed (basic-ftp against ftp-srv)', () => {
  it('streams what the writer produces, under a temporary name renamed at the end', async () => {
    const seen: string[][] = [];
    const bytes = await uploadStreamed(target, 'flux.zip', async (out) => {
      // 24 MB written chunk by chunk, each waiting for room: nothing whole in memory.
      const chunk = Buffer.alloc(MB, 7);
      for (let i = 0; i < 24; i += 1) {
        if (i === 12) seen.push(ftp.files());
        if (!out.write(chunk)) await new Promise((resolve) => out.once('drain', resolve));
      }
      out.end();
    });
    expect(bytes).toBe(24 * MB);
    // Halfway, only the temporary name was on the server.
    expect(seen[0]).toEqual([expect.stringMatching(/^flux\.zip\.[0-9a-f]{8}\.part$/)]);
    expect(ftp.files()).toEqual(['flux.zip']);
    expect(ftp.read('flux.zip').length).toBe(24 * MB);
  });

  it('replaces the previous file with the new one', async () => {
    await uploadStreamed(target, 'flux.zip', async (out) => {
      out.end(Buffer.from('nouveau'));
    });
    expect(ftp.files()).toEqual(['flux.zip']);
    expect(ftp.read('flux.zip').toString()).toBe('nouveau');
  });

  it('a writer that fails leaves nothing half-written and the previous file in place', async () => {
    await expect(
      uploadStreamed(target, 'flux.zip', async (out) => {
        out.write(Buffer.alloc(MB, 1));
        throw new Error('photo illisible');
      }),
    ).rejects.toMatchObject({ kind: 'other' });
    expect(ftp.files()).toEqual(['flux.zip']);
    expect(ftp.read('flux.zip').toString()).toBe('nouveau');
  });

  it('a server that never answers: « n’a pas répondu à temps »', async () => {
    ftp.setSilent(true);
    try {
      await expect(
        uploadStreamed(
          target,
          'flux.zip',
          async (out) => {
            out.end();
          },
          { timeoutMs: 500 },
        ),
      ).rejects.toMatchObject({ kind: 'timeout', userMessage: m.errors.timeout });
    } finally {
      ftp.setSilent(false);
    }
  });

  it('a folder that does not exist', async () => {
    await expect(
      uploadStreamed({ ...target, folder: '/absent' }, 'flux.zip', async (out) => {
        out.end();
      }),
    ).rejects.toMatchObject({ kind: 'folder', userMessage: m.errors.folder('/absent') });
  });
});
