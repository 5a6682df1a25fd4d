import { applicableQuarter, CSRF_HEADER, endpoints, formatIrlValue, parisToday } from '@immopilote/contracts';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signInAdminByApi, test, toastCame } from './fixtures';
import { saveAgencyLegalFacts } from './mandates-flow';
import { shootAndCheck, shotsDir } from './screens';

const headers = { [CSRF_HEADER]: '1' };
const SHOTS = shotsDir('rentals-revision');

/** The same day a year before (a 29 February gives the 28th). */
const aYearAgo = (day: string) =>
  `${Number(day.slice(0, 4)) - 1}-${day.slice(5) === '02-29' ? '02-28' : day.slice(5)}`;

async function created(page: Page, path: string, data: Record<string, unknown>): Promise<string> {
  const res = await page.request.post(path, { headers, data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).id;
}

/**
 * A lease that started a year ago today (Paris), unfurnished, 800 € on the 3rd IRL quarter, over
 * HTTP: whatever day the suite runs, its revision falls due today.
 */
async function leaseStartedAYearAgo(page: Page, energyClass: 'D' | 'G') {
  const stamp = `${Date.now()}${energyClass}`;
  const startOn = aYearAgo(parisToday());
  const propertyId = await created(page, endpoints.properties.create.path, {
    name: `Trois-pièces ${energyClass} ${stamp}`,
    price: 800,
    type: 'Location',
    address: '5 rue Mercière',
    city: 'Lyon',
    zip: '69002',
  });
  const ownerId = await created(page, endpoints.clients.create.path, {
    fullName: 'Hélène Propriétaire',
    firstName: 'Hélène',
    email: `helene.${stamp}@exemple.fr`,
    address: '2 quai de Bondy, 69005 Lyon',
  });
  const tenantId = await created(page, endpoints.clients.create.path, {
    fullName: 'Zoé Locataire',
    firstName: 'Zoé',
    email: `zoe.${stamp}@exemple.fr`,
    address: '40 cours Gambetta, 69007 Lyon',
  });
  await created(page, endpoints.mandates.create.path, {
    activity: 'gestion',
    kind: 'simple',
    propertyId,
    mandatorIds: [ownerId],
    startDate: parisToday(),
    durationMonths: 36,
    feeTerms: '7,5 % TTC des loyers encaissés',
  });
  return created(page, endpoints.leases.create.path, {
    propertyId,
    kind: 'nu',
    tenants: [{ clientId: tenantId, electronicDelivery: true }],
    startOn,
    durationMonths: 36,
    rent: '800',
    charges: '50',
    chargesMode: 'provision',
    deposit: '800',
    paymentDay: 1,
    hasRevisionClause: true,
    referenceQuarter: 3,
    energyClass,
    managementFeePercent: '7,5',
  });
}

/**
 * The two mainland 3rd-quarter indices today's revision reads: shipped up to 2025, entered by the
 * administrator after that (a run in a later year needs later quarters). Returns their values.
 */
async function indicesForToday(admin: APIRequestContext) {
  const latest = applicableQuarter(3, parisToday());
  const wanted = [
    { year: latest.year - 1, quarter: 3, value: '145,77' },
    { year: latest.year, quarter: 3, value: '147,23' },
  ];
  for (const q of wanted) {
    const res = await admin.post(endpoints.irl.add.path, { headers, data: { area: 'metropole', ...q } });
    expect([201, 409], await res.text()).toContain(res.status());
  }
  const list = await (await admin.get(endpoints.irl.current.path)).json();
  const thirdQuarterOf = (year: number) =>
    list.items.find(
      (v: { area: string; year: number; quarter: number }) =>
        v.area === 'metropole' && v.year === year && v.quarter === 3,
    ).value as number;
  return { latest: thirdQuarterOf(latest.year), previous: thirdQuarterOf(latest.year - 1), year: latest.year };
}

test.describe.configure({ mode: 'serial' });

test('the administrator adds the next IRL quarter; a typo is refused under its field', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAdminByApi(page.request);
  await page.goto('/admin');
  await page.getByRole('link', { name: /Indice de référence des loyers/ }).click();
  await expect(page).toHaveURL(/\/admin\/irl$/);
  await expect(page.getByRole('heading', { name: 'Indice de référence des loyers (IRL)' })).toBeVisible();
  await expect(page.getByText(/^T3.2025 · 145,77$/)).toBeVisible();
  // The form proposes the quarter after the last one: T4 2025.
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByLabel(/^Année/)).toHaveValue('2025');
  await expect(panel.getByLabel(/^Trimestre/)).toHaveValue('4');
  const value = panel.getByLabel(/^Valeur/);
  await value.fill('171,20');
  await panel.getByRole('button', { name: 'Ajouter le trimestre' }).click();
  await expect(value).toHaveAttribute('aria-invalid', 'true');
  await expect(panel.getByText(/s’écarte de plus de 10/)).toBeVisible();
  await value.fill('146,12');
  await panel.getByRole('button', { name: 'Ajouter le trimestre' }).click();
  await toastCame(page, 'Trimestre ajouté');
  await expect(page.getByText(/^T4.2025 · 146,12$/)).toBeVisible();
  await shootAndCheck(page, SHOTS, 'irl-admin');
  await context.close();
});

test('a lease started a year ago gets its revision computed and confirmed; a G-rated one is refused', async ({
  signedInHead: { page },
  browser,
}) => {
  test.setTimeout(240_000);
  const adminContext = await browser.newContext();
  await signInAdminByApi(adminContext.request);
  const index = await indicesForToday(adminContext.request);
  await adminContext.close();
  await saveAgencyLegalFacts(page);
  const leaseId = await leaseStartedAYearAgo(page, 'D');
  const frozenId = await leaseStartedAYearAgo(page, 'G');

  await page.goto(`/gestion/baux/${leaseId}`);
  const section = page.getByRole('region', { name: 'Révision du loyer' });
  const newRentCents = Math.floor((80_000 * index.latest) / index.previous);
  const euros = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
  await expect(section.getByTestId('revision-calculation')).toHaveText(
    new RegExp(
      `^800,00.€ × ${formatIrlValue(index.latest)} / ${formatIrlValue(index.previous)} = ${euros(newRentCents)}.€$`,
    ),
  );
  await expect(section.getByText(new RegExp(`IRL du T3.${index.year}`))).toBeVisible();
  await shootAndCheck(page, SHOTS, 'revision-proposal');
  await section.getByRole('button', { name: 'Confirmer la révision' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Confirmer la révision du loyer ?' });
  await dialog.getByRole('button', { name: 'Confirmer la révision' }).click();
  await toastCame(page, 'Révision confirmée');
  await expect(section.getByText(new RegExp(`800,00.€ → ${euros(newRentCents)}.€`))).toBeVisible();
  await expect(section.getByRole('link', { name: /Lettre au locataire/ })).toBeVisible();
  await expect(section.getByText(/Pas de révision due pour le moment/)).toBeVisible();
  await shootAndCheck(page, SHOTS, 'revision-history', { afterToasts: true });

  await page.goto(`/gestion/baux/${frozenId}`);
  await expect(
    page
      .getByRole('region', { name: 'Révision du loyer' })
      .getByText(/Logement classé F ou G.*aucune hausse/),
  ).toBeVisible();
  await shootAndCheck(page, SHOTS, 'revision-refused');
});
