import { commonMessages, pdfMessages } from '@immopilote/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/render';
import { checkPdf } from './check-pdf';

const CHECK = 'POST /api/documents/check';
const PDF_BYTES = '%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n';

const fileOf = (parts: BlobPart[], name = 'document.pdf') =>
  new File(parts, name, { type: 'application/pdf' });

afterEach(() => vi.unstubAllGlobals());

describe('checkPdf (the browser half of the one PDF rule)', () => {
  it('accepts a PDF the server accepts, sending it the file itself', async () => {
    const calls = mockApi({ [CHECK]: { status: 204 } });
    const fetchMock = vi.mocked(fetch);
    expect(await checkPdf(fileOf([PDF_BYTES], 'bail.pdf'))).toEqual({ ok: true });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([CHECK]);
    const sent = fetchMock.mock.calls[0]![1]!.body as FormData;
    expect((sent.get('file') as File).name).toBe('bail.pdf');
  });

  it.each([
    ['an empty file', fileOf([]), pdfMessages.notPdf],
    [
      'an HTML page holding a PDF',
      fileOf(['<html><script>alert(1)</script>\n', PDF_BYTES]),
      pdfMessages.notPdf,
    ],
    ['a file over 10 MB', fileOf([PDF_BYTES, new Uint8Array(10 * 1024 * 1024)]), pdfMessages.tooLarge(10)],
  ])('refuses %s without sending it', async (_label, file, message) => {
    const calls = mockApi({});
    expect(await checkPdf(file)).toEqual({ ok: false, title: pdfMessages.invalidFileTitle, message });
    expect(calls).toHaveLength(0);
  });

  it('refuses with the server’s reason what its reader refuses (a 4-page PDF)', async () => {
    mockApi({
      [CHECK]: {
        status: 400,
        body: { error: { code: 'VALIDATION_FAILED', message: pdfMessages.tooManyPages } },
      },
    });
    expect(await checkPdf(fileOf([PDF_BYTES]))).toEqual({
      ok: false,
      title: pdfMessages.invalidFileTitle,
      message: pdfMessages.tooManyPages,
    });
  });

  it('does not call the file invalid when the server fails', async () => {
    mockApi({
      [CHECK]: { status: 500, body: { error: { code: 'INTERNAL', message: commonMessages.genericError } } },
    });
    expect(await checkPdf(fileOf([PDF_BYTES]))).toEqual({
      ok: false,
      title: commonMessages.errorTitle,
      message: commonMessages.genericError,
    });
  });
});
