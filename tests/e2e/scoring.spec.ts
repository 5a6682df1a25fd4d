import fs from 'node:fs';
import { CSRF_HEADER, endpoints } from '@immopilote/contracts';
import type { Page } from '@playwright/test';
import { extractText } from 'unpdf';
import { buildPdf } from '../../apps/server/test/helpers/pdf-fixtures';
import { taxNoticeLines } from '../../apps/server/test/helpers/scoring-fixtures';
import { expect, test, toastCame } from './fixtures';
import { seedSaleAndMandator } from './mandates-flow';
import { ALL_AXE_RULES, shootAndCheck, shotsDir } from './screens';

const headers = { [CSRF_HEADER]: '1' };
const SHOTS = shotsDir('scoring');

/** Both sizes, no sideways scroll, and axe with every rule. */
const shoot = (page: Page, name: string) => shootAndCheck(page, SHOTS, name, { tags: ALL_AXE_RULES });

test('client scoring: a client with a tax notice PDF gets an advisory score with its factors', async ({
  signedInHead: { page },
}) => {
  await page.goto('/add-client');
  await page.getByLabel('Nom complet').fill('Camille Bernard');
  await page.getByLabel('Prénom').fill('Camille');
  await page.getByLabel('E-mail').fill(`camille.${Date.now()}@exemple.fr`);
  await page.getByLabel('Ajouter un document (PDF, 3 pages max)').setInputFiles({
    name: 'avis-impot-2025.pdf',
    mimeType: 'application/pdf',
    buffer: await buildPdf([{ text: taxNoticeLines() }]),
  });
  await page.getByLabel(/^Type de document/).selectOption('ressources.avis_imposition');
  await page.getByRole('button', { name: 'Analyser et Mettre à jour' }).click();
  await expect(page).toHaveURL(/\/ocr-result$/);
  await page.getByRole('button', { name: 'Sauvegarder' }).click();
  await expect(page.getByRole('heading', { name: 'Fiche client : Camille Bernard' })).toBeVisible();

  await page.getByRole('button', { name: 'Lancer le scoring client' }).click();
  await expect(page.getByRole('heading', { name: 'Scoring client : Camille Bernard' })).toBeVisible();
  await expect(page.getByText('Un avis, pas une décision')).toBeVisible();
  // Read from the notice, proposed for the agent to confirm.
  await expect(page.getByText('Avis d’impôt sur le revenu')).toBeVisible();
  await expect(page.getByText(/^30\s474\s€$/)).toBeVisible();
  await expect(page.getByLabel('Revenus nets mensuels (€)')).toHaveValue('2540');
  await expect(page.getByText('Aucun score calculé pour ce client.')).toBeVisible();

  await page.getByLabel('Loyer cible (€ par mois, charges comprises)').fill('abc');
  await page.getByRole('button', { name: 'Calculer le score' }).click();
  await expect(page.getByText('Saisissez un montant en euros, positif.')).toBeVisible();

  await page.getByLabel('Loyer cible (€ par mois, charges comprises)').fill('780');
  await page.getByLabel('Situation professionnelle').selectOption({ label: 'CDI' });
  await page.getByLabel('Début de l’activité').fill('01/03/2019');
  await page.getByLabel('Pièce d’identité').check();
  await page.getByRole('button', { name: 'Calculer le score' }).click();
  await toastCame(page, 'Scoring terminé\u00a0!');

  const result = page.getByRole('region', { name: 'Résultat' });
  // Income 2 540 € ≥ 3 × 780 €: 40; CDI for years: 25; no guarantee: 0; 2 of 4 pieces (identity, income): 7,5 → 73/100.
  await expect(result.getByTestId('score-value')).toHaveText('73/100');
  for (const factor of [
    'Revenus au regard du loyer',
    'Stabilité de l’activité',
    'Garantie',
    'Dossier complet',
  ]) {
    await expect(result.getByRole('heading', { name: factor })).toBeVisible();
  }
  await expect(result.getByText('Poids 40')).toBeVisible();
  await expect(result.getByText('40\u00a0/\u00a040')).toBeVisible();
  await expect(result.getByText('Revenus ÷ loyer')).toBeVisible();
  await expect(result.getByText('Pour améliorer le dossier').first()).toBeVisible();
  await expect(result.getByText(/la garantie Visale/)).toBeVisible();
  await expect(page.getByText('73/100').first()).toBeVisible();
  await shoot(page, 'client-scoring');

  await page.getByRole('link', { name: 'Retour à la fiche client' }).click();
  // The header's badge, and the record's score card linking back to the scoring.
  await expect(page.locator('header').getByText('73/100')).toBeVisible();
  await expect(page.getByRole('link', { name: /Voir le détail du scoring/ })).toContainText('73/100');
});

test('owner report: written recommendation, PDF downloaded and read back, sent to the mandator', async ({
  signedInHead: { page },
}) => {
  const { propertyId, mandatorId, mandatorEmail: email } = await seedSaleAndMandator(page);
  const mandate = await page.request.post(endpoints.mandates.create.path, {
    headers,
    data: {
      activity: 'transaction',
      kind: 'exclusif',
      propertyId,
      mandatorIds: [mandatorId],
      startDate: '2026-11-02',
      durationMonths: 3,
      feeTerms: '5 % TTC du prix, à la charge de l’acquéreur',
    },
  });
  expect(mandate.status()).toBe(201);
  const visit = await page.request.post(`/api/properties/${propertyId}/history`, {
    headers,
    multipart: {
      date: '2026-11-10',
      description: 'Beaux volumes, la cuisine est à refaire. Joignable au 06 71 82 93 04.',
      clientName: 'Gaspard Lemoine',
      clientEmail: 'gaspard@exemple.fr',
      clientNote: '4',
    },
  });
  expect(visit.status()).toBe(201);

  await page.goto(`/property-detail/${propertyId}`);
  const card = page.getByRole('region', { name: 'Rapport propriétaire' });
  await expect(card.getByText('Aucun rapport pour ce bien.')).toBeVisible();
  await card
    .getByLabel('Recommandation de l’agence')
    .fill('Nous conseillons de refaire la cuisine avant les prochaines visites.');
  await card.getByRole('button', { name: 'Créer le rapport' }).click();
  await toastCame(page, 'Rapport créé');

  const download = page.waitForEvent('download');
  await card.getByRole('link', { name: 'Télécharger le PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^rapport-proprietaire-maison-des-canuts-\d{4}-\d{2}-\d{2}\.pdf$/);
  const bytes = fs.readFileSync(await file.path());
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  const flat = text.replace(/\s+/g, ' ');
  expect(flat).toContain('Rapport au propriétaire');
  expect(flat).toContain('Maison des Canuts');
  expect(flat).toContain('Prix affiché : 385 000 €');
  expect(flat).toContain('Prix de marché estimé : non évalué');
  expect(flat).toContain('1 visite.');
  expect(flat).toContain('Beaux volumes, la cuisine est à refaire.');
  expect(flat).toContain('Nous conseillons de refaire la cuisine avant les prochaines visites.');
  expect(flat).not.toContain('Gaspard');
  expect(flat).not.toContain('06 71 82 93 04');

  await card.getByRole('button', { name: `Envoyer au mandant (${email})` }).click();
  await toastCame(page, 'Rapport envoyé');
  await expect(card.getByText(new RegExp(`Envoyé le .* à ${email.replace('.', '\\.')}`))).toBeVisible();
  const mailbox = await page.request.get(endpoints.dev.mailbox.path);
  const mails = ((await mailbox.json()) as { items: { to: string; subject: string }[] }).items;
  expect(mails.find((m) => m.to === email)?.subject).toBe(
    'Rapport sur votre bien «\u00a0Maison des Canuts\u00a0»',
  );
  await shoot(page, 'owner-report');
});
