import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { buildWeb, startServer, webDist } from './support/server';

/** Issue 3 quality bars: JavaScript loaded by / (≤ 150 KB gzip) and Lighthouse scores (each ≥ 95). */
const JS_BUDGET_KB = 150;
const LIGHTHOUSE_TARGET = 95;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const kb = (bytes: number) => bytes / 1024;

/** Every script the browser actually requests for the page, measured as gzip -9 of the built file. */
async function scriptsLoadedBy(url: string): Promise<{ file: string; gzip: number }[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS.slice(1) });
  try {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    return [...scripts].map((pathname) => {
      const content = fs.readFileSync(path.join(webDist, pathname));
      return { file: pathname, gzip: zlib.gzipSync(content, { level: 9 }).length };
    });
  } finally {
    await browser.close();
  }
}

async function lighthouseScores(url: string, formFactor: 'mobile' | 'desktop') {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error' },
      formFactor === 'desktop'
        ? {
            extends: 'lighthouse:default',
            settings: {
              formFactor: 'desktop',
              screenEmulation: {
                mobile: false,
                width: 1350,
                height: 940,
                deviceScaleFactor: 1,
                disabled: false,
              },
              throttling: {
                rttMs: 40,
                throughputKbps: 10240,
                cpuSlowdownMultiplier: 1,
                requestLatencyMs: 0,
                downloadThroughputKbps: 0,
                uploadThroughputKbps: 0,
              },
            },
          }
        : undefined,
    );
    if (!result) throw new Error('Lighthouse n’a rien renvoyé');
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const failing = Object.values(audits)
      .filter(
        (audit) =>
          audit.score !== null &&
          audit.score < 0.9 &&
          audit.scoreDisplayMode !== 'informative' &&
          audit.scoreDisplayMode !== 'notApplicable' &&
          audit.scoreDisplayMode !== 'manual',
      )
      .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      lcp: audits['largest-contentful-paint']?.displayValue,
      tbt: audits['total-blocking-time']?.displayValue,
      cls: audits['cumulative-layout-shift']?.displayValue,
      failing,
    };
  } finally {
    chrome.kill();
  }
}

export async function run(): Promise<void> {
  buildWeb();
  const server = await startServer();
  try {
    const url = `${server.url}/`;
    const scripts = await scriptsLoadedBy(url);
    const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
    console.log('JavaScript chargé par / (gzip -9 des fichiers construits) :');
    for (const script of scripts.sort((a, b) => b.gzip - a.gzip)) {
      console.log(`  ${kb(script.gzip).toFixed(1).padStart(6)} KB  ${script.file}`);
    }
    console.log(
      `  total ${kb(total).toFixed(1)} KB gzip en ${scripts.length} fichiers (budget ${JS_BUDGET_KB} KB) ${kb(total) <= JS_BUDGET_KB ? 'OK' : 'DÉPASSÉ'}`,
    );

    for (const formFactor of ['mobile', 'desktop'] as const) {
      const scores = await lighthouseScores(url, formFactor);
      const { failing, lcp, tbt, cls, ...categories } = scores;
      const verdict = Object.values(categories).every((value) => value >= LIGHTHOUSE_TARGET)
        ? 'OK'
        : 'SOUS LA CIBLE';
      console.log(
        `Lighthouse ${formFactor} / : ${Object.entries(categories)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')} (cible ≥ ${LIGHTHOUSE_TARGET}) ${verdict}`,
      );
      console.log(`  LCP ${lcp}, TBT ${tbt}, CLS ${cls}`);
      if (failing.length) console.log(`  audits sous 0,9 : ${failing.join(', ')}`);
    }
  } finally {
    await server.stop();
  }
}
