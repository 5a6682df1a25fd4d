import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { CSRF_HEADER } from '@immopilote/contracts';
import type { Page } from '@playwright/test';
import { chatCompletion, startFakeServer } from '../../apps/server/test/helpers/fake-ai-servers';
import { startServerProcess } from '../../apps/server/test/helpers/server-process';
import { expect, field, signUpPaidHeadByApi, test, toastRegion } from './fixtures';

const SHOTS = '/tmp/shots-ai';
fs.mkdirSync(SHOTS, { recursive: true });

/** Screenshots at the two sizes UX.md asks for, looked at before the issue is called done. */
async function shoot(page: Page, name: string) {
  for (const [width, height] of [
    [1280, 800],
    [360, 740],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** UX.md: no serious or critical axe violation (the shared toaster is left to go away first). */
async function expectNoSeriousAxeViolation(page: Page) {
  await expect(toastRegion(page).getByRole('listitem')).toHaveCount(0, { timeout: 10_000 });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(blocking).toEqual([]);
}

const toast = (page: Page, title: string) => page.getByText(title, { exact: true }).first();

const REVIEWS = [
  '5/5 – 12/01/2025 – Agence très professionnelle, accueil chaleureux. Je recommande !',
  '1/5 – 03/02/2025 – Aucun suivi après la visite, personne ne répond au téléphone. Je déconseille.',
  '4/5 – 15/03/2025 – Estimation juste et vente rapide. Merci pour le suivi.',
  '2/5 – 20/04/2025 – Honoraires trop chers pour le service rendu.',
].join('\n\n');

test.describe('Premium agency', () => {
  test.use({ headPlan: 'premium' });

  test('analyses pasted reviews end to end with the built-in engine, and reopens the analysis', async ({
    signedInHead: { page },
  }) => {
    await page.goto('/review-search');
    await expect(page.getByRole('heading', { name: 'Analyse d’avis' })).toBeVisible();
    await expect(page.getByText('La recherche Google n’est pas configurée')).toBeVisible();
    await field(page, 'Ville').fill('');
    await page.getByRole('button', { name: 'Analyser les avis' }).click();
    await expect(toast(page, 'Champs requis')).toBeVisible();
    await field(page, 'Ville').fill('Marseille');

    // No review at all: validation 2, the error page, « Corriger et relancer » keeps the agency.
    await page.getByRole('button', { name: 'Analyser les avis' }).click();
    await expect(page.getByRole('heading', { name: 'Informations manquantes' })).toBeVisible();
    await expect(page.getByText('Aucun avis à analyser')).toBeVisible();
    await shoot(page, 'review-error');
    await page.getByRole('button', { name: 'Corriger et relancer' }).click();
    await expect(field(page, 'Ville')).toHaveValue('Marseille');

    await field(page, 'Avis à analyser').fill(REVIEWS);
    await shoot(page, 'review-search');
    await expectNoSeriousAxeViolation(page);
    await page.getByRole('button', { name: 'Analyser les avis' }).click();
    await expect(page).toHaveURL(/\/review-result\?analyse=/);
    await expect(page.getByRole('heading', { name: /Résultat de l’analyse/ })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Avis' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(/4 avis analysés/)).toBeVisible();
    await expect(page.getByText('Ressenti au fil des mois')).toBeVisible();
    await expect(page.locator('.recharts-bar-rectangle').first()).toBeVisible();
    await shoot(page, 'review-result');
    await expectNoSeriousAxeViolation(page);
    await page.getByRole('tab', { name: 'Points négatifs' }).click();
    await expect(page.getByText(/Honoraires trop chers pour le service rendu/)).toBeVisible();
    const resultUrl = page.url();

    // Saved for the agency: listed on /review-search and reopened from there.
    await page.goto('/review-search');
    const past = page.getByRole('link', { name: /Agence du Vieux-Port – Marseille/ });
    await expect(past).toContainText('4 avis');
    await past.click();
    await expect(page).toHaveURL(resultUrl);
    await expect(page.getByText(/4 avis analysés/)).toBeVisible();

    // The head sees the month's usage in Mon agence.
    await page.goto('/agency-settings');
    await expect(page.getByRole('heading', { name: 'Assistants IA' })).toBeVisible();
    await expect(page.getByTestId('ai-usage')).toContainText(/2 utilisations sur 1\s000/);
    await shoot(page, 'agency-ai-card');
    await expectNoSeriousAxeViolation(page);
  });
});

test.describe('Pro agency', () => {
  test('optimises a listing: missing facts, then a side-by-side proposal it uses', async ({
    signedInHead: { page },
  }) => {
    const name = `Appartement T3 lumineux ${Date.now()}`;
    await page.goto('/add-property');
    await field(page, 'Nom').fill(name);
    await field(page, 'Prix (€)').fill('320000');
    await field(page, 'Type').selectOption('Vente');
    await field(page, 'Adresse').fill('12 rue Mercière');
    await field(page, 'Ville').fill('Lyon');
    await field(page, 'Code postal').fill('69002');
    await field(page, 'Description').fill('bel appartement de 65 m2 refait a neuf , proche metro');
    await page.getByRole('button', { name: 'Enregistrer et Optimiser' }).click();
    await expect(page).toHaveURL(/\/optimize-ad$/);

    await expect(page.getByText(/Informations manquantes : classe énergie \(DPE\)/)).toBeVisible();
    await page.getByRole('button', { name: 'Relancer l’optimisation' }).click();
    await expect(page.getByText('Information requise', { exact: true }).first()).toBeVisible();
    await shoot(page, 'optimize-missing');
    await field(page, 'Informations complémentaires').fill(
      'DPE C, GES B, dépenses d’énergie entre 800 € et 1 100 € par an (prix 2023), honoraires 5 % à la charge de l’acquéreur',
    );
    await page.getByRole('button', { name: 'Relancer l’optimisation' }).click();
    const proposal = page.getByLabel('Proposition', { exact: true });
    await expect(proposal.getByText('T3 lumineux de 65 m² – Lyon 2e')).toBeVisible();
    await expect(proposal.locator('ins').first()).toBeVisible();
    await expect(page.getByLabel('Annonce actuelle', { exact: true }).locator('del').first()).toBeVisible();
    await expect(proposal.getByText(/CLASSE ÉNERGIE\s: C – CLASSE CLIMAT\s: B/)).toBeVisible();
    await shoot(page, 'optimize-proposal');
    await expectNoSeriousAxeViolation(page);
    await page.getByRole('button', { name: 'Utiliser cette proposition' }).click();
    await expect(toast(page, 'Bien enregistré !')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'T3 lumineux de 65 m² – Lyon 2e' })).toBeVisible();

    // After an edit the optimiser is one click away; review analysis is shown as a Premium feature.
    await page.getByRole('link', { name: 'Optimiser l’annonce' }).click();
    await expect(page.getByLabel('Proposition', { exact: true })).toBeVisible();
    await page.goto('/review-search');
    await expect(page.getByRole('heading', { name: 'Disponible avec l’offre Premium' })).toBeVisible();
    await shoot(page, 'review-plan');
  });
});

test.describe('OpenAI-compatible provider (local fake chat-completions server)', () => {
  test('the head switches the provider on, the proposal comes from it, the legal check completes it', async ({
    browser,
  }) => {
    const fake = await startFakeServer([
      chatCompletion(
        JSON.stringify({
          validation: 1,
          nom: 'Maison 5 pièces avec jardin – Nantes',
          description: 'Belle maison familiale avec jardin.',
          infoSup: '',
        }),
      ),
    ]);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'immopilote-e2e-ai-'));
    const server = await startServerProcess({
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: `${fake.url}/v1`,
      AI_MODEL: 'modele-test',
    });
    const context = await browser.newContext({ baseURL: server.baseUrl, locale: 'fr-FR' });
    try {
      const page = await context.newPage();
      await signUpPaidHeadByApi(context.request, 'pro');
      const created = await context.request.post('/api/properties', {
        headers: { [CSRF_HEADER]: '1' },
        data: {
          name: 'Maison familiale',
          price: '450000',
          type: 'Vente',
          address: '3 rue des Lilas',
          city: 'Nantes',
          zip: '44000',
          description:
            'Maison de 120 m², 5 pièces, jardin. DPE D, GES C, énergie entre 1 500 € et 2 100 € par an (2023). Honoraires à la charge du vendeur.',
        },
      });
      expect(created.status()).toBe(201);
      const property = await created.json();

      await page.goto('/agency-settings');
      const consent = page.getByRole('switch', {
        name: 'Autoriser l’envoi des données au service d’IA externe',
      });
      await expect(consent).not.toBeChecked();
      await consent.click();
      await expect(toast(page, 'Réglages IA enregistrés')).toBeVisible();
      await expect(consent).toBeChecked();

      await page.goto(`/property-detail/${property.id}`);
      await page.getByRole('link', { name: 'Optimiser l’annonce' }).click();
      await expect(page.getByText('Proposition rédigée par le service d’IA externe.')).toBeVisible();
      await expect(
        page.getByLabel('Proposition', { exact: true }).getByText('Maison 5 pièces avec jardin – Nantes'),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Mentions légales ajoutées' })).toBeVisible();
      await shoot(page, 'optimize-external');
      expect(fake.requests.length).toBeGreaterThan(0);
      await page.getByRole('button', { name: 'Utiliser cette proposition' }).click();
      await expect(page.getByRole('heading', { name: 'Maison 5 pièces avec jardin – Nantes' })).toBeVisible();
    } finally {
      await context.close();
      await server.stop();
      await fake.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
