import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { toastRegion } from './fixtures';

/** The two sizes UX.md looks at: a laptop and a small phone. */
export const SCREEN_SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 360, height: 740 },
] as const;
export type ScreenSize = (typeof SCREEN_SIZES)[number];
const DESKTOP = SCREEN_SIZES[0];

/** WCAG 2.1 A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;
/** WCAG 2.1 A and AA and axe's best practices: what most specs check. */
export const AXE_TAGS = [...WCAG_TAGS, 'best-practice'] as const;
/** Every rule axe runs when it is given no tag. */
export const ALL_AXE_RULES = null;

export type AxeTags = readonly string[] | typeof ALL_AXE_RULES;

/** The serious and critical axe violations of the page as it is, one line each: rule and elements. */
export async function seriousAxeViolations(page: Page, tags: AxeTags = AXE_TAGS): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const results = await (tags ? builder.withTags([...tags]) : builder).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

export interface AxeCheck {
  /** Names the screen in the failure message. */
  label?: string;
  tags?: AxeTags;
  /**
   * Checks the page itself: the shared toaster is left to go away first (pointer moved off, as a
   * hovered toast stays), then its fade.
   */
  afterToasts?: boolean;
}

/** UX.md: zero serious or critical axe violation. */
export async function expectNoSeriousAxeViolation(page: Page, check: AxeCheck = {}) {
  if (check.afterToasts) {
    await page.mouse.move(0, 0);
    await expect(toastRegion(page).getByRole('listitem')).toHaveCount(0, { timeout: 15_000 });
    await page.waitForTimeout(600);
  }
  expect(await seriousAxeViolations(page, check.tags), check.label).toEqual([]);
}

/** UX.md: the page never scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page, label: string) {
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(sideways, `${label} scrolls sideways`).toBe(false);
}

export const MIN_TARGET = 44;

/**
 * Every visible link, button, select and input of the page (or of one part of it) narrower or
 * shorter than 44 px. A link inside a sentence is exempt (WCAG 2.5.8 « inline »): its size is the
 * text's.
 */
export async function smallTargets(within: Page | Locator): Promise<string[]> {
  const scope = 'mainFrame' in within ? within.locator(':root') : within;
  return scope.evaluate((root, min) => {
    const selector = 'a[href], button, select, input:not([type=hidden]), summary, [role=button], [role=tab]';
    const small: string[] = [];
    for (const el of Array.from(root.querySelectorAll<HTMLElement>(selector))) {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      // Visually hidden controls (1 × 1, clipped) are reached through their visible label.
      if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden') continue;
      if (el.closest('.sr-only') || el.classList.contains('sr-only')) continue;
      const parent = el.parentElement;
      const inline =
        el.tagName === 'A' &&
        style.display === 'inline' &&
        parent &&
        /\S/.test(parent.textContent?.replace(el.textContent ?? '', '') ?? '');
      if (inline) continue;
      // A checkbox or radio is measured by its label, which is the tap target.
      const input = el as HTMLInputElement;
      const toggle = el.tagName === 'INPUT' && (input.type === 'checkbox' || input.type === 'radio');
      const r = toggle && input.labels?.[0] ? input.labels[0].getBoundingClientRect() : box;
      if (Math.round(r.width) < min || Math.round(r.height) < min)
        small.push(
          `${el.tagName.toLowerCase()} « ${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)} » ${Math.round(r.width)}×${Math.round(r.height)}`,
        );
    }
    return small;
  }, MIN_TARGET);
}

export interface Shot {
  /** Pause before each picture, in ms: pages fade in (400 unless told). */
  settle?: number;
  /** The whole page, not only the viewport (default). */
  fullPage?: boolean;
  /** Which of SCREEN_SIZES, by width; both unless told. */
  widths?: readonly ScreenSize['width'][];
  /** At each size, before its picture: waits for what the screen shows at that size. */
  ready?: (size: ScreenSize) => Promise<void>;
  /** Runs at each size after its picture: the checks of that size. */
  atEachSize?: (size: ScreenSize) => Promise<void>;
}

/**
 * Where a spec's screenshots go: `test-results/shots/<spec>` (wiped by each run), or under
 * `SHOTS_DIR` to keep them for a look.
 */
export function shotsDir(spec: string): string {
  return path.join(process.env.SHOTS_DIR ?? 'test-results/shots', spec);
}

/**
 * Screenshots `<dir>/<name>-<width>.png` at the sizes of UX.md, looked at before the work is called
 * done; the page is left at the desktop size.
 */
export async function shoot(page: Page, dir: string, name: string, shot: Shot = {}) {
  fs.mkdirSync(dir, { recursive: true });
  for (const size of SCREEN_SIZES) {
    if (shot.widths && !shot.widths.includes(size.width)) continue;
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.waitForTimeout(shot.settle ?? 400);
    await shot.ready?.(size);
    await page.screenshot({
      path: path.join(dir, `${name}-${size.width}.png`),
      fullPage: shot.fullPage ?? true,
    });
    await shot.atEachSize?.(size);
  }
  await page.setViewportSize({ width: DESKTOP.width, height: DESKTOP.height });
}

export interface ScreenCheck extends AxeCheck, Shot {
  /** axe at both sizes, not only at the desktop one. */
  axeAtEachSize?: boolean;
  /** At 360 px, every tap target measures 44 px (UX.md). */
  tapTargets?: boolean;
}

/**
 * The check of a feature's screens: the screenshots, no sideways scroll at either size, axe (at the
 * desktop size unless told), then `atEachSize`'s own checks.
 */
export async function shootAndCheck(page: Page, dir: string, name: string, check: ScreenCheck = {}) {
  await shoot(page, dir, name, {
    ...check,
    atEachSize: async (size) => {
      const label = `${name} at ${size.width} px`;
      await expectNoSidewaysScroll(page, label);
      if (check.axeAtEachSize) await expectNoSeriousAxeViolation(page, { ...check, label });
      if (check.tapTargets && size.name === 'mobile')
        expect(await smallTargets(page), `tap targets of ${label}`).toEqual([]);
      await check.atEachSize?.(size);
    },
  });
  if (!check.axeAtEachSize) await expectNoSeriousAxeViolation(page, check);
}
