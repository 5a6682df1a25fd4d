import { billingMessages, CSRF_HEADER, endpoints, urlOf } from '@immopilote/contracts';
import { expect, test, toastRegion } from './fixtures';
import { expectNoSeriousAxeViolation, shoot, shotsDir } from './screens';

/** Screenshots of the screens built here, looked at before the work is called done (UX.md). */
const SHOTS = shotsDir('billing');

const headers = { [CSRF_HEADER]: '1' };

test.use({ headPlan: 'starter' });

test('Starter → upsell and 402 → Pro from /manage-subscription → allowed → cancel, and no clock to move', async ({
  signedInHead,
}) => {
  test.setTimeout(180_000);
  const { page } = signedInHead;
  const created = await page.request.post(endpoints.properties.create.path, {
    headers,
    data: {
      name: 'T3 lumineux',
      price: 320000,
      type: 'Vente',
      address: '3 rue Paradis',
      city: 'Marseille',
      zip: '13001',
    },
  });
  expect(created.status()).toBe(201);
  const property = await created.json();
  const evaluation = urlOf(endpoints.subscription.checkFeature, { feature: 'price_evaluation' });

  // Starter: the Pro-only action is shown as an upsell, and the API refuses it.
  await page.goto(`/property-detail/${property.id}`);
  // The page's Pro features (Évaluer le prix, Optimiser l’annonce, Rapport propriétaire) in one upsell (issue 27 §2).
  const upsell = page.getByRole('region', { name: 'Disponible avec l’offre Pro' });
  await expect(page.getByText('Disponible avec l’offre Pro')).toHaveCount(1);
  await expect(upsell.getByRole('listitem')).toHaveText([
    'Estimation automatique des biens',
    'Optimisation IA des annonces',
    'Rapports propriétaires dynamiques',
    'Conseil de prix dynamique (offre Premium)',
  ]);
  await expect(page.getByRole('button', { name: 'Évaluer le prix' })).toHaveCount(0);
  const refused = await page.request.get(evaluation);
  expect(refused.status()).toBe(402);
  expect((await refused.json()).error.message).toBe(billingMessages.featureNotIncluded('price_evaluation'));
  await shoot(page, SHOTS, 'upsell-property');

  // Change to Pro from /manage-subscription: the same subscription, prorated.
  await page.getByRole('link', { name: 'Changer d’offre' }).first().click();
  await expect(page).toHaveURL(/\/manage-subscription$/);
  await expect(page.getByText('Actif', { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolation(page, { afterToasts: true });
  await shoot(page, SHOTS, 'manage-starter');
  // The change confirms its prorated amount first; « Annuler » changes nothing.
  await page.getByRole('button', { name: 'Passer à Pro' }).click();
  const confirm = page.getByRole('alertdialog', { name: /Passer à l’offre Pro/ });
  await expect(confirm.getByText(/^\d[\d\s]*(,\d\d)?\s€ TTC$/)).toBeVisible();
  await expect(confirm.getByText('Débité aujourd’hui')).toBeVisible();
  await expectNoSeriousAxeViolation(page, { label: 'plan change dialog' });
  await shoot(page, SHOTS, 'plan-change-dialog', { fullPage: false });
  await confirm.getByRole('button', { name: 'Annuler' }).click();
  await expect(confirm).toBeHidden();
  expect((await page.request.get(evaluation)).status()).toBe(402);
  await expect(page.getByRole('listitem').filter({ hasText: /^IP-/ })).toHaveCount(1);
  await page.getByRole('button', { name: 'Passer à Pro' }).click();
  await confirm.getByRole('button', { name: /^Payer .* TTC et changer$/ }).click();
  await expect(toastRegion(page).getByText('Votre agence est passée à l’offre Pro.')).toBeVisible();
  await expect(page.getByText('Offre actuelle', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: /^IP-/ })).toHaveCount(2);
  expect((await page.request.get(evaluation)).status()).toBe(204);

  await page.goto(`/property-detail/${property.id}`);
  await expect(page.getByRole('button', { name: 'Évaluer le prix' })).toBeVisible();
  await expect(page.getByText('Disponible avec l’offre Pro')).toHaveCount(0);

  // Cancel at the end of the period, with the confirmation.
  await page.goto('/manage-subscription');
  await page.getByRole('button', { name: 'Résilier l’abonnement' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('Êtes-vous absolument sûr ?')).toBeVisible();
  await shoot(page, SHOTS, 'manage-cancel-dialog');
  await dialog.getByRole('button', { name: 'Oui, résilier' }).click();
  await expect(page.getByText(/^Résiliation le \d{1,2} \S+ \d{4}$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reprendre l’abonnement' })).toBeVisible();
  await shoot(page, SHOTS, 'manage-cancelling');

  // Its demonstration portal offers no clock: only the demonstration agency's time can move.
  await page.getByRole('button', { name: 'Ouvrir le portail de démonstration' }).click();
  await expect(page).toHaveURL(/\/demo-portal$/);
  await expect(page.getByText(billingMessages.demoPortalNotice)).toBeVisible();
  await expect(page.getByText(billingMessages.demoClockTitle)).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Avancer/ })).toHaveCount(0);
});

test('the demonstration agency: cancel → its own clock → read-only → export → subscribe again', async ({
  demoHead,
}) => {
  test.setTimeout(180_000);
  const { page } = demoHead;
  const list = await page.request.get(`${endpoints.properties.list.path}?limit=60`);
  expect(list.status()).toBe(200);
  const items = (await list.json()).items as { id: string; name: string; type: string; status: string }[];
  // A listing for sale still available: « Vendu » is a change the read-only agency may not make.
  const property = items.find((p) => p.type === 'Vente' && p.status === 'Disponible');

  await page.goto('/manage-subscription');
  await page.getByRole('button', { name: 'Résilier l’abonnement' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Oui, résilier' }).click();
  await expect(page.getByText(/^Résiliation le \d{1,2} \S+ \d{4}$/)).toBeVisible();

  // The demonstration portal's clock: past the end of the period, the agency is read-only.
  await page.getByRole('button', { name: 'Ouvrir le portail de démonstration' }).click();
  await expect(page).toHaveURL(/\/demo-portal$/);
  await expect(page.getByText(billingMessages.demoPortalNotice)).toBeVisible();
  await expectNoSeriousAxeViolation(page, { afterToasts: true });
  await shoot(page, SHOTS, 'demo-portal');
  await page.getByRole('button', { name: 'Avancer de 31 jours' }).click();
  await expect(toastRegion(page).getByText('Horloge avancée.')).toBeVisible();
  await page.getByRole('link', { name: 'Retour à l’abonnement' }).first().click();
  await expect(page.getByText('Expiré — lecture seule')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: /lecture seule jusqu’au/ })).toBeVisible();
  await page.getByRole('button', { name: 'Préparer l’export' }).click();
  await expect(page.getByRole('link', { name: /Télécharger l’export/ })).toBeVisible({ timeout: 30_000 });
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: /Télécharger l’export/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^export-agence-\d{4}-\d{2}-\d{2}\.zip$/);
  await shoot(page, SHOTS, 'manage-read-only');
  const write = await page.request.patch(urlOf(endpoints.properties.changeStatus, { id: property!.id }), {
    headers,
    data: { status: 'Vendu' },
  });
  expect(write.status()).toBe(402);
  expect((await write.json()).error.message).toBe(billingMessages.readOnly);
  await page.goto('/dashboard');
  // Each listing is drawn as a table row and as a compact row; CSS shows the one for the screen.
  await expect(page.getByText(property!.name).filter({ visible: true }).first()).toBeVisible();
  await shoot(page, SHOTS, 'dashboard-read-only');

  // Subscribe again: a new checkout, then full access.
  await page.goto('/manage-subscription');
  await page.getByRole('link', { name: 'Souscrire à nouveau' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
  await shoot(page, SHOTS, 'subscription-read-only');
  await page.getByRole('button', { name: 'Choisir Premium' }).click();
  await expect(page).toHaveURL(/\/demo-checkout\//);
  await expect(page.getByText('Total TTC')).toBeVisible();
  await shoot(page, SHOTS, 'demo-checkout');
  await page.getByRole('button', { name: /^Payer/ }).click();
  await expect(page).toHaveURL(/\/payment-success\?checkout=/);
  await page.goto('/manage-subscription');
  await expect(page.getByText('Actif', { exact: true })).toBeVisible();
  await expect(page.getByText('Premium', { exact: true }).first()).toBeVisible();
  const allowed = await page.request.patch(urlOf(endpoints.properties.changeStatus, { id: property!.id }), {
    headers,
    data: { status: 'Vendu' },
  });
  expect(allowed.status()).toBe(200);

  // A paying head on /subscription sees the current plan marked, no second checkout.
  await page.goto('/subscription');
  await expect(page.getByText('Votre offre')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Offre actuelle' })).toBeDisabled();
  await shoot(page, SHOTS, 'subscription-paying');
});
