import fs from 'node:fs';
import zlib from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import {
  docxContentTypesBomb,
  docxLyingBody,
  textLayerBombPdf,
} from '../apps/server/test/helpers/hostile-files';
import { buildPdf, SCANNED_LINES } from '../apps/server/test/helpers/pdf-fixtures';
import { formOf, validPropertyFields } from '../apps/server/test/helpers/property-fixtures';
import { startServer } from './support/server';

const CSRF = { 'x-immopilote-csrf': '1' };
const mb = (kb: number) => `${(kb / 1024).toFixed(0)} Mo`;

function statusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
}

/** Peak RSS while `work` runs: the kernel's high-water mark reset first (clear_refs 5), and sampled. */
async function peakDuring(pid: number, work: () => Promise<unknown>) {
  let sampled = statusKb(pid, 'VmRSS');
  const sampler = setInterval(() => {
    sampled = Math.max(sampled, statusKb(pid, 'VmRSS'));
  }, 10);
  let resetHwm = true;
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    resetHwm = false;
  }
  const started = performance.now();
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  const peak = resetHwm ? Math.max(sampled, statusKb(pid, 'VmHWM')) : sampled;
  return { ms: performance.now() - started, peakKb: peak };
}

async function blankPagePdf(side: number) {
  const doc = await PDFDocument.create();
  doc.addPage([side, side]);
  return Buffer.from(await doc.save());
}

async function agencyCookie(base: string, n: number, email?: string): Promise<string> {
  const signUp = await fetch(`${base}/api/auth/sign-up`, {
    method: 'POST',
    headers: { ...CSRF, 'content-type': 'application/json' },
    body: JSON.stringify({
      mode: 'create',
      firstName: 'Léa',
      lastName: 'Petit',
      email: email ?? `bench.hostile.${n}.${Date.now()}@exemple.fr`,
      phone: '0612345678',
      password: 'secret123',
      agencyName: `Agence Bench ${n}`,
      agencyAddress: '1 rue Neuve',
      agencyCity: 'Lille',
      agencyZip: '59000',
    }),
  });
  const cookie = signUp.headers.getSetCookie()[0]!.split(';')[0]!;
  const checkout = (await (
    await fetch(`${base}/api/subscription/checkout`, {
      method: 'POST',
      headers: { ...CSRF, cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ plan: 'pro' }),
    })
  ).json()) as { url: string };
  await fetch(`${base}/api/subscription/checkout/${checkout.url.split('/').pop()}/confirm`, {
    method: 'POST',
    headers: { ...CSRF, cookie, 'content-type': 'application/json' },
    body: '{}',
  });
  return cookie;
}

async function extractOverHttp(base: string, cookie: string, pdf: Buffer): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'bench.pdf');
  const res = await fetch(`${base}/api/documents/extract`, {
    method: 'POST',
    body: form,
    headers: { ...CSRF, cookie },
  });
  const text = await res.text();
  if (res.status !== 200) return `HTTP ${res.status}`;
  return text.includes('"done"') ? 'done' : (text.split('\n').filter(Boolean).at(-1) ?? 'empty');
}

const ADMIN_EMAIL = `bench.hostile.admin.${Date.now()}@exemple.fr`;

/**
 * The worst wait of another agency's `GET /api/properties` while `work` runs: one probe every
 * 20 ms, each timed from when it was due (a blocked main thread delays the timer too).
 */
async function otherAgencyWorstDuring<T>(base: string, cookie: string, work: () => Promise<T>) {
  let finished = false;
  let worstMs = 0;
  const probing = (async () => {
    while (!finished) {
      const due = performance.now() + 20;
      await new Promise((r) => setTimeout(r, 20));
      await (await fetch(`${base}/api/properties`, { headers: { cookie } })).arrayBuffer();
      worstMs = Math.max(worstMs, performance.now() - due);
    }
  })();
  const started = performance.now();
  let result: T;
  try {
    result = await work();
  } finally {
    finished = true;
    await probing;
  }
  return { result, worstMs, ms: performance.now() - started };
}

async function post(base: string, cookie: string, url: string, form: FormData) {
  const res = await fetch(`${base}${url}`, { method: 'POST', body: form, headers: { ...CSRF, cookie } });
  return { status: res.status, body: await res.text() };
}

/** 1 GiB of one byte, gzipped (about 1 MB): a DVF "file" whose single line never ends. */
async function gzipBomb(mib: number): Promise<Buffer> {
  const gzip = zlib.createGzip({ level: 9 });
  const chunks: Buffer[] = [];
  gzip.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((resolve) => gzip.on('end', resolve));
  const block = Buffer.alloc(1 << 20, 'a');
  for (let i = 0; i < mib; i++) {
    if (!gzip.write(block)) await new Promise((resolve) => gzip.once('drain', resolve));
  }
  gzip.end();
  await ended;
  return Buffer.concat(chunks);
}

/**
 * Each hostile file of issue 25 sent by agency 1 (the DVF bomb by an administrator), one at a
 * time: its outcome, the worst wait of agency 2 meanwhile (target ≤ 200 ms) and the server's RSS
 * after it (target ≤ +100 MB over the RSS before the hostile files).
 */
async function hostileFiles(base: string, pid: number, attacker: string, other: string, admin: string) {
  const property = await post(base, attacker, '/api/properties', formOf(validPropertyFields()));
  const propertyId = (JSON.parse(property.body) as { id: string }).id;
  const attach = (name: string, body: Buffer) => () =>
    post(
      base,
      attacker,
      `/api/properties/${propertyId}/history`,
      formOf({ description: 'Annexe', clientName: 'Hugo Martin' }, [{ field: 'documents', name, body }]),
    ).then((r) => `HTTP ${r.status}`);
  const pdfForm = (pdf: Buffer) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'bombe.pdf');
    return form;
  };
  const dvfImport = (gz: Buffer) => async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(gz)]), 'bombe.csv.gz');
    const started = await post(base, admin, '/api/admin/dvf/imports', form);
    if (started.status >= 300) return `HTTP ${started.status}`;
    const { id } = JSON.parse(started.body) as { id: string };
    for (;;) {
      await new Promise((r) => setTimeout(r, 200));
      const res = await fetch(`${base}/api/admin/dvf/imports/${id}`, { headers: { cookie: admin } });
      const status = (await res.json()) as { status: string; error: string | null };
      if (status.status === 'done' || status.status === 'failed') {
        return `${status.status}${status.error ? ` (${status.error.slice(0, 60)}…)` : ''}`;
      }
    }
  };
  const textBomb = textLayerBombPdf(64_000_000);
  const dvfBomb = await gzipBomb(1024);
  const files: [string, Buffer, (body: Buffer) => Promise<string>][] = [
    [
      'DOCX: content types of 2 KB declared, 1 GiB inflated',
      await docxContentTypesBomb(),
      (b) => attach('bombe.docx', b)(),
    ],
    [
      'DOCX: the same listed six times',
      await docxContentTypesBomb({ listings: 6 }),
      (b) => attach('bombe-6.docx', b)(),
    ],
    [
      'DOCX: document body of 160 bytes declared, 1 GiB inflated',
      await docxLyingBody(1024),
      (b) => attach('corps.docx', b)(),
    ],
    [
      'PDF text layer: one page drawing 64 million characters, /api/documents/extract',
      textBomb,
      (b) => extractOverHttp(base, attacker, b),
    ],
    [
      'the same PDF, /api/documents/check',
      textBomb,
      (b) => post(base, attacker, '/api/documents/check', pdfForm(b)).then((r) => `HTTP ${r.status}`),
    ],
    ['DVF: 1 GiB without a newline, gzipped, admin import', dvfBomb, (b) => dvfImport(b)()],
  ];
  const baseline = statusKb(pid, 'VmRSS');
  console.log(
    `hostile files (targets: other agency's worst wait ≤ 200 ms, RSS ≤ +100 Mo), RSS before ${mb(baseline)}`,
  );
  for (const [label, body, send] of files) {
    const { result, worstMs, ms } = await otherAgencyWorstDuring(base, other, () => send(body));
    await new Promise((r) => setTimeout(r, 1000));
    const after = statusKb(pid, 'VmRSS');
    console.log(
      `  ${label} (${(body.byteLength / 1024).toFixed(0)} Ko): ${result} in ${ms.toFixed(0)} ms; other agency's worst wait ${worstMs.toFixed(0)} ms; RSS after ${mb(after)} (${after >= baseline ? '+' : ''}${mb(after - baseline)})`,
    );
  }
}

/**
 * The real server (PGlite, offline OCR) and three agencies: RSS peak of 3 concurrent extractions
 * of a scanned page, then of 3 concurrent hostile blank pages (3000, 6000 and 6000 pt, under
 * 600 bytes each), and the RSS after each, then after the idle OCR workers are let go.
 */
export async function run() {
  const scan = await buildPdf([{ scan: SCANNED_LINES }]);
  const hostile = [await blankPagePdf(3000), await blankPagePdf(6000), await blankPagePdf(6000)];
  const server = await startServer({ NODE_ENV: 'development', ADMIN_EMAILS: ADMIN_EMAIL });
  try {
    const cookies = [
      await agencyCookie(server.url, 1),
      await agencyCookie(server.url, 2),
      await agencyCookie(server.url, 3),
    ];
    const pid = server.pid();
    console.log(`server idle: RSS ${mb(statusKb(pid, 'VmRSS'))}`);
    const phases: [string, Buffer[]][] = [
      ['3 scanned A4 pages', [scan, scan, scan]],
      [`3 hostile blank pages (${hostile.map((p) => `${p.byteLength} o`).join(', ')})`, hostile],
      ['the same 3 hostile pages again (no growth)', hostile],
    ];
    for (const [label, pdfs] of phases) {
      const before = statusKb(pid, 'VmRSS');
      let outcomes: string[] = [];
      const { ms, peakKb } = await peakDuring(pid, async () => {
        outcomes = await Promise.all(pdfs.map((pdf, i) => extractOverHttp(server.url, cookies[i]!, pdf)));
      });
      await new Promise((r) => setTimeout(r, 1000));
      console.log(
        `${label}, concurrent: ${ms.toFixed(0)} ms [${outcomes.join(', ')}]; RSS before ${mb(before)}, peak ${mb(peakKb)}, after ${mb(statusKb(pid, 'VmRSS'))}`,
      );
    }
    await hostileFiles(
      server.url,
      pid,
      cookies[0]!,
      cookies[1]!,
      await agencyCookie(server.url, 4, ADMIN_EMAIL),
    );
    // Idle tesseract workers are let go after 60 s (tesseract-pool.ts).
    await new Promise((r) => setTimeout(r, 65_000));
    console.log(`after 65 s idle: RSS ${mb(statusKb(pid, 'VmRSS'))} (target: back to the idle server's)`);
  } finally {
    await server.stop();
  }
}
