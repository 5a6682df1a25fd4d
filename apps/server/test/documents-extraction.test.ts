import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pdfMessages } from '@immopilote/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIE } from '../src/auth/sessions';
import { loadConfig } from '../src/config';
import { LocalPdfExtractor } from '../src/integrations/ocr/local-pdf-extractor';
import { TesseractPool } from '../src/integrations/ocr/tesseract-pool';
import { scannedPagePng } from './helpers/pdf-fixtures';
import { createWorld, type World } from './helpers/actors';
import { extract } from './helpers/extraction';
import { htmlPolyglotPdf, passwordProtectedPdf } from './helpers/hostile-files';
import {
  buildPdf,
  CORRUPTED_PDF,
  EXE_BYTES,
  FRENCH_PAGES,
  pdfForm,
  SCANNED_LINES,
} from './helpers/pdf-fixtures';
import { startTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await startTestApp();
  world = await createWorld(t);
});
afterAll(() => t.close());

const filesUnder = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((d) => d.isFile())
        .map((d) => d.name)
    : [];

describe('POST /api/documents/extract (offline: text layer, then local French OCR)', () => {
  it('reads every page of a 3-page text PDF in order, accents, € and œ intact', async () => {
    const pdf = await buildPdf(FRENCH_PAGES.map((text) => ({ text })));
    const { res, events, done } = await extract(world.actors.memberA.client, pdf);
    expect(res.status).toBe(200);
    expect(events[0]).toEqual({ type: 'accepted', pageCount: 3 });
    expect(events.filter((e) => e.type === 'page')).toEqual([
      { type: 'page', page: 1, pageCount: 3, method: 'text', fraction: 1 },
      { type: 'page', page: 2, pageCount: 3, method: 'text', fraction: 1 },
      { type: 'page', page: 3, pageCount: 3, method: 'text', fraction: 1 },
    ]);
    expect(done!.text).toContain('Loyer mensuel : 1 250 € charges comprises.');
    expect(done!.text).toContain('Un cœur de ville très prisé, œuvre de l’été.');
    expect(done!.text.indexOf('Bail')).toBeLessThan(done!.text.indexOf('locataire'));
    expect(done!.text.indexOf('locataire')).toBeLessThan(done!.text.indexOf('Dépôt de garantie : 2 500 €.'));
    expect(done!.receipt).toMatch(/^\d+\.[\w-]+$/);
  });

  it('reads a page without a text layer with the French OCR, beside a text page', async () => {
    const pdf = await buildPdf([{ text: FRENCH_PAGES[0]! }, { scan: SCANNED_LINES }]);
    const { res, events, done } = await extract(world.actors.bossA.client, pdf);
    expect(res.status).toBe(200);
    const pages = events.flatMap((e) => (e.type === 'page' ? [e] : []));
    expect([...new Set(pages.map((e) => `${e.page}:${e.method}`))]).toEqual(['1:text', '2:ocr']);
    // The scanned page reports tesseract's progress: from 0, through at least one step, to 1, never back.
    const fractions = pages.filter((e) => e.page === 2).map((e) => e.fraction);
    expect(fractions[0]).toBe(0);
    expect(fractions.at(-1)).toBe(1);
    expect(fractions.some((f) => f > 0 && f < 1)).toBe(true);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
    expect(done!.text).toContain('Loyer mensuel : 1 250 €');
    for (const word of ['Attestation', 'domicile', 'Hélène', 'Marseille', 'justificative', 'dossier']) {
      expect(done!.text).toContain(word);
    }
  });

  it.each([
    ['a password-protected PDF', passwordProtectedPdf(), 'protege.pdf', 400, pdfMessages.unreadable],
    ['a renamed .exe', EXE_BYTES, 'setup.pdf', 400, pdfMessages.notPdf],
    ['an empty file', Buffer.alloc(0), 'vide.pdf', 400, pdfMessages.notPdf],
    ['a corrupted PDF', CORRUPTED_PDF, 'abime.pdf', 400, pdfMessages.unreadable],
  ])('refuses %s with the French message', async (_label, bytes, name, status, message) => {
    const { res, events } = await extract(world.actors.memberA.client, bytes, name);
    expect(res.status).toBe(status);
    expect(res.body.error.message).toBe(message);
    expect(events).toEqual([]);
  });

  it('refuses an HTML page holding a PDF: the signature must open the file', async () => {
    const { res, events } = await extract(world.actors.memberA.client, await htmlPolyglotPdf(), 'page.pdf');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(pdfMessages.notPdf);
    expect(events).toEqual([]);
  });

  it('refuses a 4-page PDF with "3 pages maximum"', async () => {
    const pdf = await buildPdf([1, 2, 3, 4].map((n) => ({ text: [`Page ${n}`] })));
    const { res } = await extract(world.actors.memberA.client, pdf);
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(pdfMessages.tooManyPages);
  });

  it('refuses a file over the size limit with 413', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(10 * 1024 * 1024 + 10, 0x20)]);
    const { res } = await extract(world.actors.memberA.client, big);
    expect(res.status).toBe(413);
    expect(res.body.error.message).toBe(pdfMessages.tooLarge(10));
  });

  it('a request without a file is refused', async () => {
    const res = await world.actors.memberA.client.upload('POST', '/api/documents/extract', new FormData());
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(pdfMessages.notPdf);
  });

  it('extraction stores nothing: no row, no file', async () => {
    const pdf = await buildPdf([{ text: ['Rien à garder'] }]);
    await extract(world.actors.memberA.client, pdf);
    expect(filesUnder(path.join(t.config.dataDir, 'files'))).toEqual([]);
    expect(await t.db.query.documents.findMany()).toEqual([]);
  });
});

describe('POST /api/documents/check (the one PDF rule, asked when a PDF is chosen)', () => {
  const check = (bytes: Buffer) =>
    world.actors.memberA.client.upload('POST', '/api/documents/check', pdfForm(bytes));

  it('accepts a 3-page PDF with 204 and stores nothing', async () => {
    const res = await check(await buildPdf([1, 2, 3].map((n) => ({ text: [`Page ${n}`] }))));
    expect(res.status).toBe(204);
    expect(await t.db.query.documents.findMany()).toEqual([]);
  });

  it.each([
    [
      'a 4-page PDF',
      () => buildPdf([1, 2, 3, 4].map((n) => ({ text: [`Page ${n}`] }))),
      pdfMessages.tooManyPages,
    ],
    ['a password-protected PDF', async () => passwordProtectedPdf(), pdfMessages.unreadable],
    ['a damaged PDF', async () => CORRUPTED_PDF, pdfMessages.unreadable],
    ['an HTML page holding a PDF', () => htmlPolyglotPdf(), pdfMessages.notPdf],
  ])('refuses %s with the reason the browser shows', async (_label, make, message) => {
    const res = await check(await make());
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
  });
});

describe('cancelling an extraction', () => {
  it('settles a page being read by tesseract as soon as the signal aborts', async () => {
    const pool = new TesseractPool(1, path.join(t.config.dataDir, 'ocr-cache'));
    const image = await scannedPagePng(SCANNED_LINES);
    let started = performance.now();
    expect(await pool.readPage(async () => image, new AbortController().signal)).toContain('Attestation');
    const warmRead = performance.now() - started;
    const controller = new AbortController();
    started = performance.now();
    const run = pool.readPage(async () => image, controller.signal);
    // Well inside one warm read (≈100 ms on a fast idle machine), so the abort lands mid-page there too.
    setTimeout(() => controller.abort(), 20);
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    const cancelledAfter = performance.now() - started;
    expect(cancelledAfter).toBeLessThan(Math.max(warmRead, 400));
    // The terminated worker is replaced: the pool keeps working.
    expect(await pool.readPage(async () => image, new AbortController().signal)).toContain('Marseille');
    await pool.close();
  });

  it('stops the local OCR while tesseract reads a page, and starts no further page', async () => {
    const pool = new TesseractPool(1, path.join(t.config.dataDir, 'ocr-cache'));
    const extractor = new LocalPdfExtractor(pool);
    // A warm worker, so the abort below lands while tesseract reads page 1, not while a worker starts.
    const warmUp = await scannedPagePng(SCANNED_LINES);
    await pool.readPage(async () => warmUp, new AbortController().signal);

    // No time bound (it would depend on the machine's load): the read of page 1 must itself end in
    // an AbortError, which it only does when the signal reaches tesseract mid-page.
    const controller = new AbortController();
    const readPage = pool.readPage.bind(pool);
    const reads = vi.spyOn(pool, 'readPage').mockImplementation((render, signal) => {
      // Once the page is rendered, so the abort lands while tesseract reads it.
      return readPage(async (s) => {
        const image = await render(s);
        setTimeout(() => controller.abort(), 20);
        return image;
      }, signal);
    });
    const pages: number[] = [];
    const pdf = await buildPdf([{ scan: SCANNED_LINES }, { scan: SCANNED_LINES }, { scan: SCANNED_LINES }]);
    const run = extractor.extract({
      pdf,
      pageCount: 3,
      signal: controller.signal,
      onProgress: (p) => pages.push(p.page),
    });
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(new Set(pages)).toEqual(new Set([1]));
    expect(reads).toHaveBeenCalledTimes(1);
    expect(reads.mock.calls[0]![1]).toBe(controller.signal);
    await expect(reads.mock.results[0]!.value).rejects.toMatchObject({ name: 'AbortError' });
    reads.mockRestore();

    // Between pages: aborted while page 1's text layer is read, page 2 never starts.
    const between = new AbortController();
    const seen: number[] = [];
    const textRun = extractor.extract({
      pdf: await buildPdf(FRENCH_PAGES.map((text) => ({ text }))),
      pageCount: 3,
      signal: between.signal,
      onProgress: (p) => {
        seen.push(p.page);
        between.abort();
      },
    });
    await expect(textRun).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen).toEqual([1]);
    await extractor.close();
  });

  it('closing the connection aborts the server-side extraction and stores nothing', async () => {
    const pdf = await buildPdf([{ scan: SCANNED_LINES }, { scan: SCANNED_LINES }, { scan: SCANNED_LINES }]);
    const client = world.actors.memberA.client;
    // node:http with its own socket, so the test controls exactly which connection is closed.
    const body = new Response(
      (() => {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'scan.pdf');
        return form;
      })(),
    );
    const payload = Buffer.from(await body.arrayBuffer());
    const lines = await new Promise<string[]>((resolve, reject) => {
      const req = http.request(
        `${t.baseUrl}/api/documents/extract`,
        {
          method: 'POST',
          agent: false,
          headers: {
            'content-type': body.headers.get('content-type')!,
            'content-length': payload.byteLength,
            'x-immopilote-csrf': '1',
            cookie: `${SESSION_COOKIE}=${client.getCookie(SESSION_COOKIE)}`,
          },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => {
            text += chunk.toString();
            // Annuler as soon as page 1 starts.
            if (text.includes('"page"')) req.destroy();
          });
          res.on('close', () => resolve(text.split('\n').filter(Boolean)));
        },
      );
      req.on('error', (err) => (err.message.includes('socket hang up') ? undefined : reject(err)));
      req.end(payload);
    });
    expect(lines.some((l) => l.includes('"done"'))).toBe(false);
    const health = await client.get('/api/health');
    expect(health.status).toBe(200);
    expect(await t.db.query.documents.findMany()).toEqual([]);
    expect(filesUnder(path.join(t.config.dataDir, 'files'))).toEqual([]);
  });
});

describe('the OCR web service adapter (used when OCR_API_KEY is set)', () => {
  let service: http.Server;
  let serviceUrl: string;
  let lastRequest:
    | { method?: string; url?: string; headers: http.IncomingHttpHeaders; body: Buffer }
    | undefined;
  let answer: unknown;

  beforeAll(async () => {
    service = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        lastRequest = { method: req.method, url: req.url, headers: req.headers, body: Buffer.concat(chunks) };
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((r) => service.listen(0, '127.0.0.1', r));
    const addr = service.address() as { port: number };
    serviceUrl = `http://127.0.0.1:${addr.port}/parse/image`;
  });
  afterAll(() => new Promise<void>((r) => service.close(() => r())));

  async function withService<T>(fn: (app: TestApp, w: World) => Promise<T>) {
    const app = await startTestApp({ OCR_API_KEY: 'cle-secrete-ocr', OCR_API_URL: serviceUrl });
    try {
      return await fn(app, await createWorld(app));
    } finally {
      await app.close();
    }
  }

  /** The multipart body as OCR.space reads it: every field in order, files as name + bytes. */
  async function sentFields(request: NonNullable<typeof lastRequest>) {
    const form = await new Response(new Uint8Array(request.body), {
      headers: { 'content-type': String(request.headers['content-type']) },
    }).formData();
    const entries: [string, FormDataEntryValue][] = [];
    form.forEach((value, name) => {
      entries.push([name, value]);
    });
    return Promise.all(
      entries.map(async ([name, value]) =>
        typeof value === 'string'
          ? [name, value]
          : [name, { fileName: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) }],
      ),
    );
  }

  it('sends what OCR.space reads (file, filetype, French, no overlay; key in a header) and joins every ParsedResults entry', async () => {
    answer = {
      IsErroredOnProcessing: false,
      ParsedResults: [{ ParsedText: 'Première page\r\n' }, { ParsedText: 'Deuxième page' }],
    };
    await withService(async (_app, w) => {
      const pdf = await buildPdf([{ text: ['Un'] }, { text: ['Deux'] }]);
      const { res, done, events } = await extract(w.actors.memberA.client, pdf, 'avis.pdf');
      expect(res.status).toBe(200);
      expect(
        events.filter((e) => e.type === 'page').every((e) => e.type === 'page' && e.method === 'service'),
      ).toBe(true);
      expect(done!.text).toBe('Première page\n\nDeuxième page');
      expect(lastRequest!.method).toBe('POST');
      expect(lastRequest!.url).toBe('/parse/image');
      expect(lastRequest!.headers.apikey).toBe('cle-secrete-ocr');
      expect(lastRequest!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
      expect(await sentFields(lastRequest!)).toEqual([
        ['file', { fileName: 'document.pdf', type: 'application/pdf', bytes: pdf }],
        ['filetype', 'PDF'],
        ['language', 'fre'],
        ['isOverlayRequired', 'false'],
      ]);
    });
  });

  it('maps IsErroredOnProcessing and ErrorMessage to the error event, or the default French message', async () => {
    await withService(async (_app, w) => {
      const pdf = await buildPdf([{ text: ['Un'] }]);
      answer = { IsErroredOnProcessing: true, ErrorMessage: ['Fichier refusé.', 'Réessayez.'] };
      let r = await extract(w.actors.memberA.client, pdf);
      expect(r.events.at(-1)).toEqual({
        type: 'error',
        code: 'UPSTREAM_FAILED',
        message: 'Fichier refusé. Réessayez.',
      });
      answer = { IsErroredOnProcessing: true, ErrorMessage: null };
      r = await extract(w.actors.memberA.client, pdf);
      expect(r.events.at(-1)).toEqual({
        type: 'error',
        code: 'UPSTREAM_FAILED',
        message: pdfMessages.processingError,
      });
    });
  });

  it('the key is validated config and never part of an API answer', () => {
    const config = loadConfig({ NODE_ENV: 'test', OCR_API_KEY: 'abc' });
    expect(config.ocr.apiKey).toBe('abc');
    expect(config.ocr.apiUrl).toBe('https://api.ocr.space/parse/image');
  });
});
