import { CSRF_HEADER, endpoints } from '@immopilote/contracts';
import ICAL from 'ical.js';
import { acceptedColleague, expect, field, newPerson, test, toastRegion } from './fixtures';
import { expectNoSeriousAxeViolation, shoot, shotsDir } from './screens';

/** Screenshots of the screens built here, looked at before the work is called done (UX.md). */
const SHOTS = shotsDir('calendar');

const headers = { [CSRF_HEADER]: '1' };

/** A day in Paris, YYYY-MM-DD, `days` after today. */
function parisDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The instant of a Paris wall-clock time, as the feed must write it (UTC). */
function parisInstant(day: string, time: string): string {
  for (const offset of ['+01:00', '+02:00']) {
    const candidate = new Date(`${day}T${time}:00${offset}`);
    const wall = new Intl.DateTimeFormat('fr-FR', {
      timeZone: 'Europe/Paris',
      hour: '2-digit',
      minute: '2-digit',
    }).format(candidate);
    if (wall === time) return candidate.toISOString();
  }
  throw new Error(`no Paris instant for ${day} ${time}`);
}

function icsEvents(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v);
    return {
      uid: e.uid,
      summary: e.summary,
      start: e.startDate.toJSDate().toISOString(),
      end: e.endDate.toJSDate().toISOString(),
    };
  });
}

test('a member plans a visit next week, the head sees it, the iCal feed carries it and regenerating revokes it', async ({
  signedInHead: head,
  browser,
  baseURL,
}) => {
  // Two people, a week of planning, the iCal feed twice, screenshots and axe: about 50 s alone,
  // more beside the other worker.
  test.setTimeout(150_000);
  const created = await head.page.request.post(endpoints.properties.create.path, {
    headers,
    data: {
      name: 'Maison des Tilleuls',
      price: '385000',
      type: 'Vente',
      address: '4 rue des Tilleuls',
      city: 'Aix-en-Provence',
      zip: '13100',
    },
  });
  expect(created.status()).toBe(201);
  const colleague = await acceptedColleague(
    browser,
    baseURL,
    head.page,
    newPerson({ firstName: 'Louise', lastName: 'Garnier' }),
  );
  const page = colleague.page;
  const day = parisDay(7);

  // The member opens « Agenda » from the navigation and plans the visit.
  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Navigation principale' })
    .getByRole('link', { name: 'Agenda' })
    .click();
  await expect(page).toHaveURL(/\/agenda$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
  await expect(page).toHaveTitle('Agenda – ImmoPilote');
  await page.getByRole('button', { name: 'Planifier un rendez-vous' }).click();
  const dialog = page.getByRole('dialog', { name: 'Planifier un rendez-vous' });
  await expect(dialog).toBeVisible();
  // Nothing filled: the errors are French and under their fields.
  await dialog.getByRole('button', { name: 'Planifier' }).click();
  await expect(dialog.getByText('Choisissez un bien.')).toBeVisible();
  await field(page, 'Bien').selectOption({ label: 'Maison des Tilleuls' });
  await expect(dialog.getByText('Type\u00a0: Visite')).toBeVisible();
  await field(page, 'Nom du client').fill('Hugo Martin');
  await field(page, 'Description').fill('Deuxième visite avec Hugo Martin, apporter le diagnostic DPE.');
  // 02:30 never happens on the night summer time starts: refused, the gap named.
  await field(page, 'Date').fill('28/03/2027');
  await field(page, 'Heure').fill('02:30');
  await dialog.getByRole('button', { name: 'Planifier' }).click();
  await expect(
    dialog.getByText(
      '02:30 n’existe pas le 28 mars 2027\u00a0: à 02:00, les horloges passent directement à 03:00 (heure d’été). Choisissez une heure avant 02:00 ou à partir de 03:00.',
    ),
  ).toBeVisible();
  await shoot(page, SHOTS, 'agenda-plan-clock-gap');
  await field(page, 'Date').fill(day.split('-').reverse().join('/'));
  await field(page, 'Heure').fill('14:30');
  await shoot(page, SHOTS, 'agenda-plan-dialog');
  await expectNoSeriousAxeViolation(page, { afterToasts: true });
  await dialog.getByRole('button', { name: 'Planifier' }).click();
  await expect(toastRegion(page).getByText('Rendez-vous planifié', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  // Week view, next week: the visit at 14:30–15:30.
  await page.getByRole('button', { name: 'Suivant' }).click();
  const event = page.locator('.rbc-time-view .rbc-event', { hasText: 'Visite – Maison des Tilleuls' });
  await expect(event).toBeVisible();
  await expect(event.locator('.rbc-event-label')).toHaveText('14:30 – 15:30');
  // Placed in its day's column, at 14:30 on the time grid (top = 14.5 / 24 of the day).
  const top = await event.evaluate((el) => Number.parseFloat((el as HTMLElement).style.top));
  expect(top).toBeCloseTo((14.5 / 24) * 100, 0);
  await shoot(page, SHOTS, 'agenda-week', { widths: [1280] });
  await expectNoSeriousAxeViolation(page, { afterToasts: true });

  // Month view: the visit on its day.
  await page.getByRole('button', { name: 'Mois' }).click();
  await expect(
    page.locator('.rbc-month-view .rbc-event', { hasText: 'Visite – Maison des Tilleuls' }),
  ).toBeVisible();
  await shoot(page, SHOTS, 'agenda-month', { widths: [1280] });
  await expectNoSeriousAxeViolation(page, { afterToasts: true });

  // On a phone: the list (a month grid is unreadable at 360 px).
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByRole('button', { name: 'Liste' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Mois' })).toHaveCount(0);
  await expect(page.locator('.rbc-agenda-view').getByText('Visite – Maison des Tilleuls')).toBeVisible();
  await expect(page.locator('.rbc-agenda-view').getByText('14:30 – 15:30')).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shoot(page, SHOTS, 'agenda-list', { widths: [360] });
  await expectNoSeriousAxeViolation(page, { afterToasts: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // « Mes rendez-vous » keeps the member's own visit.
  await page.getByText('Mes rendez-vous', { exact: true }).click();
  await page.getByRole('button', { name: 'Semaine' }).click();
  await expect(page.locator('.rbc-event', { hasText: 'Visite – Maison des Tilleuls' })).toBeVisible();

  // The head, in Mon agence › Calendrier: not among their own, there with « Toute l’agence ».
  await head.page.goto('/agency-settings?onglet=calendrier');
  await expect(head.page.getByRole('tab', { name: 'Calendrier', selected: true })).toBeVisible();
  await head.page.getByRole('button', { name: 'Suivant' }).click();
  const headEvent = head.page.locator('.rbc-event', { hasText: 'Visite – Maison des Tilleuls' });
  await expect(headEvent).toBeVisible();
  await expect(headEvent).toContainText('par Louise Garnier');
  await head.page.getByText('Mes rendez-vous', { exact: true }).click();
  await expect(headEvent).toHaveCount(0);
  await head.page.getByText('Toute l’agence', { exact: true }).click();
  await expect(headEvent).toBeVisible();
  await shoot(head.page, SHOTS, 'agency-settings-calendar');
  await expectNoSeriousAxeViolation(head.page, { afterToasts: true });

  // The member's private feed: the ICS holds the visit at 14:30 Paris time.
  await page.getByRole('button', { name: 'Créer mon lien privé' }).click();
  const agencyUrl = page.getByRole('textbox', { name: 'Toute l’agence', exact: true });
  await expect(agencyUrl).toHaveValue(/\/api\/calendar\/ical\/[A-Za-z0-9_-]{43}\?scope=agency$/);
  const firstUrl = await agencyUrl.inputValue();
  await shoot(page, SHOTS, 'agenda-feed');
  const feed = await page.request.get(firstUrl);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const events = icsEvents(await feed.text());
  expect(events).toEqual([
    expect.objectContaining({
      summary: 'Visite – Maison des Tilleuls',
      start: parisInstant(day, '14:30'),
      end: parisInstant(day, '15:30'),
    }),
  ]);

  // « Régénérer »: the old address is refused at once, the new one works.
  await page.getByRole('button', { name: 'Régénérer' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Régénérer' }).click();
  await expect(agencyUrl).not.toHaveValue(firstUrl);
  const secondUrl = await agencyUrl.inputValue();
  expect((await page.request.get(firstUrl)).status()).toBe(404);
  const again = await page.request.get(secondUrl);
  expect(again.status()).toBe(200);
  expect(icsEvents(await again.text()).map((e) => e.uid)).toEqual(events.map((e) => e.uid));
  await colleague.close();
});
