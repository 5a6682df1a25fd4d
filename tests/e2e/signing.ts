import { endpoints, type ResponseOf } from '@immopilote/contracts';
import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import { expect } from './fixtures';
import { expectNoSidewaysScroll, shoot } from './screens';

/** The signing page's steps (issue 30), shared by signatures.spec.ts and the done-when walk. */

export async function latestMail(
  request: APIRequestContext,
  to: string,
  pattern: RegExp,
): Promise<RegExpExecArray> {
  let found: RegExpExecArray | null = null;
  await expect
    .poll(
      async () => {
        const res = await request.get(endpoints.dev.mailbox.path);
        const { items } = (await res.json()) as ResponseOf<typeof endpoints.dev.mailbox>;
        found =
          items
            .filter((m) => m.to === to.toLowerCase())
            .map((m) => pattern.exec(`${m.subject}\n${m.text}`))
            .find(Boolean) ?? null;
        return found !== null;
      },
      { message: `a mail to ${to} matching ${pattern}` },
    )
    .toBe(true);
  return found as unknown as RegExpExecArray;
}

export const signingLink = async (request: APIRequestContext, to: string) =>
  new URL((await latestMail(request, to, /https?:\/\/\S+\/signer\/[A-Za-z0-9_-]+/))[0]).pathname;

/** A phone with nobody signed in: the signer's own browser. */
export async function phone(browser: Browser, testInfo: TestInfo) {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: true,
  });
  return { page: await context.newPage(), close: () => context.close() };
}

/** « Recevoir mon code », the code read from the mailbox, « Valider le code ». */
export async function proveIdentity(
  page: Page,
  mailbox: APIRequestContext,
  email: string,
  shot?: { dir: string; name: string },
) {
  await page.getByRole('button', { name: 'Recevoir mon code' }).click();
  await expect(page.getByText(/Code envoyé à/)).toBeVisible();
  const code = (await latestMail(mailbox, email, /Votre code de signature\s*:\s*(\d{6})/))[1]!;
  if (shot)
    await shoot(page, shot.dir, shot.name, { atEachSize: () => expectNoSidewaysScroll(page, shot.name) });
  await page.getByLabel('Code reçu').fill(code);
  await page.getByRole('button', { name: 'Valider le code' }).click();
  await expect(page.getByRole('heading', { name: 'Le document' })).toBeVisible();
}

/** A few strokes with the mouse (or a finger) in the signature pad. */
export async function drawSignature(page: Page) {
  const pad = page.getByLabel(/Zone de signature/);
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.15, box.y + box.height * 0.6);
  await page.mouse.down();
  for (const [x, y] of [
    [0.25, 0.3],
    [0.35, 0.7],
    [0.5, 0.35],
    [0.65, 0.65],
    [0.8, 0.4],
  ] as const) {
    await page.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 6 });
  }
  await page.mouse.up();
}
