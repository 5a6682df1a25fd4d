import type { Page } from '@playwright/test';
import { expect, test, toastCame } from './fixtures';
import { saveAgencyLegalFacts } from './mandates-flow';
import { managedProperty } from './rentals-flow';
import { shootAndCheck, shotsDir } from './screens';

const SHOTS = shotsDir('rentals-lease');

/** A furnished flat to let at 800 €, its owner under a management mandate, and a tenant, over HTTP. */
async function seedManagedFlat(page: Page) {
  const name = `Deux-pièces meublé ${Date.now()}`;
  const { propertyId } = await managedProperty(page, {
    name,
    price: 800,
    address: '12 rue d’Austerlitz',
    city: 'Lyon',
    zip: '69004',
  });
  return { propertyId, name };
}

test('a furnished flat’s lease: a deposit of three months refused under its field, two accepted; the lease page shows its terms', async ({
  signedInHead: { page },
}) => {
  test.setTimeout(240_000);
  await saveAgencyLegalFacts(page);
  const flat = await seedManagedFlat(page);

  await page.goto('/gestion');
  await page.getByRole('link', { name: 'Nouveau bail' }).click();
  await expect(page).toHaveURL(/\/gestion\/baux\/nouveau$/);
  await page.getByLabel(/^Bien loué/).selectOption({ label: `${flat.name} — Lyon` });
  await expect(page.getByText(/Mandat de gestion n°.*Hélène Propriétaire/)).toBeVisible();
  await expect(page.getByLabel(/^Loyer mensuel hors charges/)).toHaveValue('800');
  await page.getByLabel(/^Type de bail/).selectOption({ label: 'Location meublée' });
  await page.getByLabel(/^Locataire 1/).fill('Zoé');
  await page.getByRole('option', { name: /Zoé Locataire/ }).click();
  await page.getByLabel('Accepte de recevoir avis d’échéance et quittances par e-mail').check();
  await page.getByLabel(/^Durée/).fill('12');
  await page.getByLabel(/^Charges mensuelles/).fill('60');
  await expect(
    page.getByText('Au plus 1 600,00 €.'.replace(' ', '\u202f').replace(' €', '\u00a0€')),
  ).toBeVisible();

  const deposit = page.getByLabel(/^Dépôt de garantie/);
  await deposit.fill('2400');
  await page.getByRole('button', { name: 'Établir le bail' }).click();
  await expect(deposit).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByText(
      /Le dépôt de garantie d’un meublé est limité à deux mois de loyer hors charges \(1.600,00.€\)/,
    ),
  ).toBeVisible();
  await shootAndCheck(page, SHOTS, 'lease-form', { afterToasts: true });

  await deposit.fill('1600');
  await page.getByRole('button', { name: 'Établir le bail' }).click();
  await toastCame(page, 'Bail établi');
  await expect(page).toHaveURL(/\/gestion\/baux\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: flat.name })).toBeVisible();
  const terms = page.getByRole('region', { name: 'Conditions du bail' });
  await expect(page.getByText('Location meublée', { exact: true })).toBeVisible();
  await expect(terms.getByText(/^1.600.€$/)).toBeVisible();
  await expect(terms.getByText('12\u00a0mois')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Parties' }).getByText('Zoé Locataire')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Télécharger le bail (PDF)' })).toBeVisible();

  // The terms change for the next rent calls, the cap still checked.
  await terms.getByRole('button', { name: 'Modifier les conditions' }).click();
  const edit = page.getByRole('dialog', { name: 'Modifier les conditions du bail' });
  await edit.getByLabel(/^Dépôt de garantie/).fill('2000');
  await edit.getByLabel(/^Charges mensuelles/).fill('70');
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(edit.getByText(/limité à deux mois de loyer hors charges/)).toBeVisible();
  await edit.getByLabel(/^Dépôt de garantie/).fill('1600');
  await edit.getByRole('button', { name: 'Enregistrer' }).click();
  await toastCame(page, 'Conditions du bail enregistrées');
  await expect(terms.getByText(/^70.€ \(provision\)$/)).toBeVisible();
  await shootAndCheck(page, SHOTS, 'lease-page', { afterToasts: true });

  await page.getByRole('link', { name: 'Retour à la gestion locative' }).click();
  await expect(page.getByRole('link', { name: new RegExp(flat.name) })).toBeVisible();
  await shootAndCheck(page, SHOTS, 'leases-list');
});
