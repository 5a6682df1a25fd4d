import fs from 'node:fs';
import path from 'node:path';
import type { Browser, CDPSession, Page } from '@playwright/test';
import { SESSION_COOKIE } from '../../apps/server/src/auth/sessions';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../tests/chromium';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export interface FirstCardFigures {
  /**
   * Median of the runs: navigation start to the first card's thumbnail decoded and painted, as the
   * browser reports it (Element Timing `renderTime` of the cards' thumbnails).
   */
  ms: number;
  samples: number[];
  /**
   * Median of the runs: navigation start to the moment the harness saw the thumbnail decoded
   * (Playwright's wait, then `img.decode()`): later than the paint whenever the page's main thread
   * is busy (hydration), since each step waits for it.
   */
  seenByHarness: number;
  /** `me` and list calls started before the first card showed (the shell inlines both). */
  apiCalls: number;
  stages: string;
  /** The requests of the last run (start, first byte, last byte). */
  waterfall: string;
  /** Medians of `traceRuns` traced navigations: see `mainThreadUntilPaint`. */
  mainThread: { paint: number; busy: number; cpu: number } | null;
}

/** Opens the dashboard signed in and waits for a real card's thumbnail to be decoded. */
/** The cards' thumbnails' Element Timing name (apps/web/src/features/dashboard/components/property-card.tsx). */
const CARD_TIMING = 'property-card';

async function firstCard(
  page: Page,
  baseUrl: string,
): Promise<{ ms: number; seenByHarness: number; apiCalls: number }> {
  let calls = 0;
  let shown = false;
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (!shown && (pathname === '/api/auth/me' || pathname === '/api/properties')) calls++;
  });
  await page.goto(`${baseUrl}/dashboard`);
  const card = page.locator('a[href^="/property-detail/"] img').first();
  await card.waitFor({ state: 'visible', timeout: 30_000 });
  shown = true;
  await card.evaluate((img: HTMLImageElement) => img.decode());
  const seenByHarness = await page.evaluate(() => performance.now());
  const painted = await page.evaluate(
    (name) =>
      new Promise<number>((resolve) => {
        const times: number[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            identifier: string;
            renderTime: number;
          })[])
            if (entry.identifier === name) times.push(entry.renderTime);
        }).observe({ type: 'element', buffered: true });
        setTimeout(() => resolve(times.length > 0 ? Math.min(...times) : Number.NaN), 100);
      }),
    CARD_TIMING,
  );
  return { ms: painted, seenByHarness, apiCalls: calls };
}

/** Each request of the page: start, first byte and last byte from navigation start, in ms. */
function pageWaterfall(page: Page): Promise<string> {
  return page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .map(
        (r) =>
          `    ${r.startTime.toFixed(0).padStart(5)} ${r.responseStart.toFixed(0).padStart(5)} ${r.responseEnd.toFixed(0).padStart(5)}  ${new URL(r.name).pathname}`,
      )
      .join('\n'),
  );
}

/** Where the page was at each step, from navigation start, read from the page's own timings. */
function pageStages(page: Page): Promise<Record<string, number>> {
  return page.evaluate(async () => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const scripts = resources.filter((r) => r.name.endsWith('.js'));
    const thumb = resources.find((r) => r.name.includes('/api/photos/'));
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const largestPaint = await new Promise<number>((resolve) => {
      new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? Number.NaN)).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      });
      setTimeout(() => resolve(Number.NaN), 200);
    });
    return {
      html: nav.responseEnd,
      scripts: Math.max(0, ...scripts.map((r) => r.responseEnd)),
      domContentLoaded: nav.domContentLoadedEventEnd,
      firstPaint: paint?.startTime ?? Number.NaN,
      thumbnail: thumb?.responseEnd ?? Number.NaN,
      largestPaint,
    };
  });
}

async function newSignedInPage(browser: Browser, baseUrl: string, token: string) {
  const context = await browser.newContext();
  await context.addCookies([{ name: SESSION_COOKIE, value: token, url: baseUrl }]);
  return { context, page: await context.newPage() };
}

/**
 * One more navigation with a performance trace (open it in Chrome DevTools' Performance panel) and a
 * CPU profile of the page's main thread, written to `dir`. Separate from the timed runs: sampling
 * slows the page down.
 */
async function profileFirstCard(browser: Browser, baseUrl: string, token: string, dir: string) {
  fs.mkdirSync(dir, { recursive: true });
  const { context, page } = await newSignedInPage(browser, baseUrl, token);
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    const trace = await startTrace(cdp, [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'disabled-by-default-devtools.timeline.frame',
      'v8',
      'v8.execute',
      'blink.user_timing',
      'loading',
      'latencyInfo',
    ]);
    const { ms } = await firstCard(page, baseUrl);
    const [events, { profile }] = await Promise.all([trace.end(), cdp.send('Profiler.stop')]);
    fs.writeFileSync(path.join(dir, 'first-card.cpuprofile'), JSON.stringify(profile));
    fs.writeFileSync(path.join(dir, 'first-card.trace.json'), JSON.stringify({ traceEvents: events }));
    console.log(
      `  profiled run: first card at ${ms.toFixed(0)} ms (slowed by the profiler); written to ${dir}`,
    );
  } finally {
    await context.close();
  }
}

/** A performance trace of the page with these categories; `end` stops it and gives its events. */
async function startTrace(cdp: CDPSession, categories: string[]) {
  const events: unknown[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: categories },
  });
  return {
    async end() {
      await cdp.send('Tracing.end');
      await complete;
      return events;
    },
  };
}

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { documentLoaderURL?: string } };
};

/**
 * The page's main thread from navigation start to the first contentful paint (the cards): how long it
 * was busy (wall) and the CPU time it used. The CPU time hardly moves with the machine's load, unlike
 * the wall-clock figures, so it shows what a change to the page's own work is worth.
 */
async function mainThreadUntilPaint(browser: Browser, baseUrl: string, token: string) {
  const { context, page } = await newSignedInPage(browser, baseUrl, token);
  try {
    const cdp = await context.newCDPSession(page);
    const trace = await startTrace(cdp, [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'loading',
      'blink.user_timing',
    ]);
    await firstCard(page, baseUrl);
    const events = (await trace.end()) as TraceEvent[];
    const navigation = events.find(
      (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.endsWith('/dashboard'),
    );
    const main = events.find(
      (e) => e.name === 'thread_name' && e.pid === navigation?.pid && e.args?.name === 'CrRendererMain',
    );
    const paint = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === navigation?.pid);
    if (!navigation || !main || !paint) return null;
    let busy = 0;
    let cpu = 0;
    for (const e of events) {
      if (e.ph !== 'X' || e.name !== 'RunTask' || e.pid !== main.pid || e.tid !== main.tid) continue;
      if (e.ts < navigation.ts || e.ts > paint.ts) continue;
      busy += e.dur ?? 0;
      cpu += e.tdur ?? 0;
    }
    return { paint: (paint.ts - navigation.ts) / 1000, busy: busy / 1000, cpu: cpu / 1000 };
  } finally {
    await context.close();
  }
}

/**
 * Navigation start to the first card with its thumbnail decoded, in headless Chromium, `runs` times
 * in fresh contexts. `traceRuns`: that many more navigations, traced, for the main thread's work before
 * the first paint. `profileDir`: also writes a trace and a CPU profile of one more navigation.
 */
export async function timeToFirstCardInBrowser(
  baseUrl: string,
  token: string,
  { runs = 5, traceRuns = 0, profileDir }: { runs?: number; traceRuns?: number; profileDir?: string } = {},
): Promise<FirstCardFigures | null> {
  if (!fs.existsSync(CHROMIUM_PATH) || !fs.existsSync('apps/web/dist/index.html')) return null;
  const { chromium: pw } = await import('@playwright/test');
  const browser = await pw.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const samples: number[] = [];
    const seen: number[] = [];
    const stages: Record<string, number>[] = [];
    let apiCalls = 0;
    let waterfall = '';
    for (let i = 0; i < runs; i++) {
      const { context, page } = await newSignedInPage(browser, baseUrl, token);
      const run = await firstCard(page, baseUrl);
      samples.push(run.ms);
      seen.push(run.seenByHarness);
      stages.push(await pageStages(page));
      waterfall = await pageWaterfall(page);
      apiCalls = Math.max(apiCalls, run.apiCalls);
      await context.close();
    }
    const traced: { paint: number; busy: number; cpu: number }[] = [];
    for (let i = 0; i < traceRuns; i++) {
      const figures = await mainThreadUntilPaint(browser, baseUrl, token);
      if (figures) traced.push(figures);
    }
    const mainThread =
      traced.length === 0
        ? null
        : {
            paint: median(traced.map((t) => t.paint)),
            busy: median(traced.map((t) => t.busy)),
            cpu: median(traced.map((t) => t.cpu)),
          };
    if (profileDir) await profileFirstCard(browser, baseUrl, token, profileDir);
    const stageMedians = Object.keys(stages[0] ?? {}).map(
      (key) => `${key} ${median(stages.map((st) => st[key]!)).toFixed(0)} ms`,
    );
    return {
      ms: median(samples),
      samples,
      seenByHarness: median(seen),
      apiCalls,
      stages: stageMedians.join(', '),
      waterfall,
      mainThread,
    };
  } finally {
    await browser.close();
  }
}
