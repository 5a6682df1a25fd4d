import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  generateMandate,
  registerSaleMandate,
  saveAgencyLegalFacts,
  seedSaleAndMandator,
} from './mandates-flow';
import { ALL_AXE_RULES, shootAndCheck, shotsDir } from './screens';

const SHOTS = shotsDir('mandates-signature');
const shoot = (page: Page, name: string) => shootAndCheck(page, SHOTS, name, { tags: ALL_AXE_RULES });

test('mandate page: numbered first, generated and sent to signature, « Non signé » in the register until countersigned', async ({
  signedInHead: { page },
}) => {
  test.setTimeout(150_000);
  await saveAgencyLegalFacts(page);
  const { propertyId } = await seedSaleAndMandator(page);

  // The form's new facts, before registering.
  await page.goto(`/mandates/new?bien=${propertyId}`);
  await expect(page.getByRole('radio', { name: 'Un taux (%)' })).toBeChecked();
  await expect(page.getByText('Du prix de vente.')).toBeVisible();
  await page.getByRole('radio', { name: 'Un montant (€)' }).check();
  await expect(page.getByLabel(/^Montant des honoraires/)).toBeVisible();
  await page.getByRole('radio', { name: 'Un taux (%)' }).check();
  await shoot(page, 'new-mandate-fees');

  const { number, mandateId } = await registerSaleMandate(page, propertyId);
  await expect(page.getByText('Non signé', { exact: true })).toBeVisible();
  const retraction = page.getByRole('region', { name: 'Rétractation (loi Hamon)' });
  await expect(
    retraction.getByText('Le délai de 14\u00a0jours commencera à la signature du dernier mandant.'),
  ).toBeVisible();
  await expect(retraction.getByRole('button', { name: 'Enregistrer une rétractation' })).toHaveCount(0);
  await shoot(page, 'mandate-page');

  const panel = await generateMandate(page);
  const signers = panel.getByRole('listitem');
  await expect(signers.first()).toContainText('Agence');
  await expect(signers.nth(1)).toContainText('Hélène Dupré');
  // One request at a time: the button is gone while it is being signed.
  await expect(page.getByRole('button', { name: 'Générer le mandat et le faire signer' })).toHaveCount(0);
  await shoot(page, 'mandate-page-signing');

  // The register: the « Signature » column, and the line's link to its page.
  await page.goto('/mandates');
  const register = page.getByRole('table', { name: 'Registre des mandats' });
  await expect(register.getByRole('columnheader', { name: 'Signature' })).toBeVisible();
  const line = register.getByRole('row').filter({
    has: page.getByRole('rowheader', { name: String(number), exact: true }),
  });
  await expect(line.getByText('Non signé', { exact: true })).toBeVisible();
  await shoot(page, 'register-signature-column');
  await line.getByRole('link', { name: `Ouvrir le mandat n° ${number}` }).click();
  await expect(page).toHaveURL(new RegExp(`/mandates/${mandateId}$`));

  // And from the property's « Mandat » section.
  await page.goto(`/property-detail/${propertyId}`);
  await page
    .getByRole('region', { name: 'Mandat' })
    .getByRole('link', { name: new RegExp(`N° ${number}`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/mandates/${mandateId}$`));
});

test('mandate page: missing agency facts are named with where to fill them in', async ({
  signedInHead: { page },
}) => {
  const { propertyId } = await seedSaleAndMandator(page);
  await registerSaleMandate(page, propertyId);
  await page.getByRole('button', { name: 'Générer le mandat et le faire signer' }).click();
  await expect(
    page.getByText(/complétez-les dans «\u202fMon agence › Site et demandes\u202f»/),
  ).toBeVisible();
});
