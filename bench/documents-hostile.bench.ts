import fs from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { buildPdf, SCANNED_LINES } from '../apps/server/test/helpers/pdf-fixtures';
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

async function agencyCookie(base: string, n: number): Promise<string> {
  const signUp = await fetch(`${base}/api/auth/sign-up`, {
    method: 'POST',
    headers: { ...CSRF, 'content-type': 'application/json' },
    body: JSON.stringify({
      mode: 'create',
      firstName: 'Léa',
      lastName: 'Petit',
      email: `bench.hostile.${n}.${Date.now()}@exemple.fr`,
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

/**
 * The real server (PGlite, offline OCR) and three agencies: RSS peak of 3 concurrent extractions
 * of a scanned page, then of 3 concurrent hostile blank pages (3000, 6000 and 6000 pt, under
 * 600 bytes each), and the RSS after each, then after the idle OCR workers are let go.
 */
export async function run() {
  const scan = await buildPdf([{ scan: SCANNED_LINES }]);
  const hostile = [await blankPagePdf(3000), await blankPagePdf(6000), await blankPagePdf(6000)];
  const server = await startServer({ NODE_ENV: 'development' });
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
    // Idle tesseract workers are let go after 60 s (tesseract-pool.ts).
    await new Promise((r) => setTimeout(r, 65_000));
    console.log(`after 65 s idle: RSS ${mb(statusKb(pid, 'VmRSS'))} (target: back to the idle server's)`);
  } finally {
    await server.stop();
  }
}
