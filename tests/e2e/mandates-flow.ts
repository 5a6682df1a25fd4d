import { CSRF_HEADER, DEFAULT_OPENING_HOURS, endpoints } from '@immopilote/contracts';
import type { Page } from '@playwright/test';
import { expect, toastCame } from './fixtures';

/**
 * The steps of issue 30's mandate walk, reusable by the full walk (link signature, « Vérifier »):
 * the agency's legal facts, a sale and its mandator, the mandate registered through the form, then
 * drawn and sent to signature from its page.
 */

const headers = { [CSRF_HEADER]: '1' };

/** « Mon agence › Site et demandes »: the legal facts every mandate prints (saved over HTTP). */
export async function saveAgencyLegalFacts(page: Page) {
  const res = await page.request.put(endpoints.agencySite.update.path, {
    headers,
    data: {
      slug: `agence-${Date.now().toString(36)}`,
      cardNumber: 'CPI 6901 2018 000 012 345',
      cardIssuer: 'CCI Lyon Métropole',
      guaranteeName: 'Galian Assurances',
      guaranteeAmount: 120000,
      insurerName: 'MMA IARD',
      insurerPolicy: 'RCP-778899',
      legalForm: 'SARL',
      siren: '812 345 678',
      rcsCity: 'Lyon',
      shareCapital: 10000,
      contactEmail: null,
      contactPhone: null,
      intro: null,
      showFullAddress: false,
      openingHours: DEFAULT_OPENING_HOURS,
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** A sale and its owner (with the e-mail the signing link goes to and a postal address), over HTTP. */
export async function seedSaleAndMandator(
  page: Page,
  { email = `helene.${Date.now()}@exemple.fr` }: { email?: string } = {},
) {
  const property = await page.request.post(endpoints.properties.create.path, {
    headers,
    data: {
      name: 'Maison des Canuts',
      price: 385000,
      type: 'Vente',
      address: '14 rue d’Austerlitz',
      city: 'Lyon',
      zip: '69004',
    },
  });
  expect(property.status()).toBe(201);
  const client = await page.request.post(endpoints.clients.create.path, {
    headers,
    data: {
      fullName: 'Hélène Dupré',
      firstName: 'Hélène',
      email,
      address: '12 quai Saint-Antoine\n69002 Lyon',
    },
  });
  expect(client.status()).toBe(201);
  return {
    propertyId: (await property.json()).id as string,
    mandatorId: (await client.json()).id as string,
    mandatorEmail: email,
  };
}

/** Fills « Nouveau mandat »'s fees: a rate paid by the buyer, with the details text. */
export async function fillFees(page: Page, { rate = '5', details = '5 % TTC du prix net vendeur' } = {}) {
  await page.getByRole('radio', { name: 'Un taux (%)' }).check();
  await page.getByLabel(/^Taux des honoraires/).fill(rate);
  await page.getByLabel(/^Honoraires à la charge de/).selectOption({ label: 'L’acquéreur' });
  await page.getByLabel(/^Conditions d’honoraires/).fill(details);
}

/**
 * From the property's « Mandat » section: an exclusive sale mandate for Hélène Dupré, three months,
 * retraction applying (the default). Lands on the mandate's page; answers its register number.
 */
export async function registerSaleMandate(page: Page, propertyId: string) {
  await page.goto(`/property-detail/${propertyId}`);
  await page.getByRole('region', { name: 'Mandat' }).getByRole('link', { name: 'Nouveau mandat' }).click();
  await expect(page.getByLabel(/^Bien/)).toHaveValue(propertyId);
  await page.getByLabel(/^Type de mandat/).selectOption({ label: 'Exclusif' });
  await page.getByRole('checkbox', { name: /Hélène Dupré/ }).check();
  await page.getByLabel(/^Durée \(mois\)/).fill('3');
  await fillFees(page);
  await expect(
    page.getByRole('checkbox', {
      name: 'Mandat conclu hors établissement ou à distance avec un consommateur',
    }),
  ).toBeChecked();
  await page.getByRole('button', { name: 'Enregistrer le mandat' }).click();
  await expect(page).toHaveURL(/\/mandates\/[0-9a-f-]{36}$/);
  const title = page.getByRole('heading', { level: 1, name: /^Mandat n° \d+$/ });
  const number = Number((await title.textContent())?.replace(/\D/g, ''));
  await toastCame(page, `Le mandat porte le numéro ${number} du registre.`);
  return { number, mandateId: page.url().split('/').at(-1)! };
}

/** « Générer le mandat et le faire signer » on the mandate's page: the panel shows the request, agency first. */
export async function generateMandate(page: Page) {
  await page.getByRole('button', { name: 'Générer le mandat et le faire signer' }).click();
  await toastCame(page, 'La demande de signature est prête\u00a0: l’agence signe en premier.');
  const panel = page.getByRole('region', { name: /^Signature électronique – Mandat n° \d+$/ });
  await expect(panel.getByRole('listitem').first()).toBeVisible();
  return panel;
}
