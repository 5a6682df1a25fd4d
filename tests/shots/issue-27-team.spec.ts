import { CSRF_HEADER, endpoints, type ResponseOf } from '@immopilote/contracts';
import { acceptedColleague, expect, newPerson, signUpByApi, test, uniqueEmail } from '../e2e/fixtures';
import { shoot } from '../e2e/screens';

/**
 * Issue 27 §3, the first week of a team: the head's screens when someone asks to join, the join tab
 * of the sign-up page reached from an invitation link, and what a member without a permission meets
 * (`SHOTS_DIR`, default `docs/ux-shots/after`). It uses only routes that existed before the issue,
 * and the invitation endpoints when they answer, so the before and after runs share it.
 */
const dir = process.env.SHOTS_DIR ?? 'docs/ux-shots/after';

test('screens of issue 27 §3 (team)', async ({ signedInHead: head, browser, baseURL }) => {
  test.setTimeout(300_000);
  const { page } = head;
  const colleague = await acceptedColleague(
    browser,
    baseURL,
    page,
    newPerson({ firstName: 'Julien', lastName: 'Moreau', email: uniqueEmail('membre') }),
  );
  const context = await browser.newContext({ baseURL, locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  await signUpByApi(context.request, {
    mode: 'join',
    ...newPerson({ firstName: 'Inès', lastName: 'Lefèvre', email: uniqueEmail('demande') }),
    agencyCode: head.agencyCode,
  });
  const invited = uniqueEmail('invitee');
  const invitation = await page.request.post('/api/agency/invitations', {
    headers: { [CSRF_HEADER]: '1' },
    data: { email: invited, firstName: 'Nina' },
  });

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await shoot(page, dir, 'head-dashboard');

  await page.goto('/agency-settings?onglet=membres');
  await expect(page.getByText('Inès Lefèvre').first()).toBeVisible();
  await shoot(page, dir, 'agency-members');
  const accept = page.getByRole('button', { name: 'Accepter Inès Lefèvre' });
  await accept.click();
  if (await page.getByRole('dialog').isVisible())
    await shoot(page, dir, 'accept-dialog', { fullPage: false });

  const member = colleague.page;
  await member.goto('/client-directory');
  await member.waitForLoadState('networkidle');
  await shoot(member, dir, 'member-client-directory');

  await member.goto('/agency-settings');
  await member.waitForLoadState('networkidle');
  await shoot(member, dir, 'member-agency-settings');
  await colleague.close();

  // The mailed link when invitations exist; before them, the page with the same query.
  let target = `/signup?mode=join&code=${head.agencyCode}&email=${encodeURIComponent(invited)}`;
  if (invitation.ok()) {
    await expect
      .poll(async () => {
        const res = await page.request.get(endpoints.dev.mailbox.path);
        const { items } = (await res.json()) as ResponseOf<typeof endpoints.dev.mailbox>;
        const link = items
          .filter((m) => m.to === invited)
          .map((m) => /https?:\/\/[^\s]+\/signup\?[^\s]+/.exec(m.text)?.[0])
          .find(Boolean);
        if (link) target = `${new URL(link).pathname}${new URL(link).search}`;
        return link;
      })
      .toBeTruthy();
  }
  const visitor = await context.newPage();
  await context.clearCookies();
  await visitor.goto(target);
  await expect(visitor.getByRole('button', { name: 'Créer un compte' })).toBeVisible();
  await shoot(visitor, dir, 'signup-invitation');
  await context.close();
});
