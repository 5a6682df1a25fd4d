import fs from 'node:fs';
import path from 'node:path';
import { CSRF_HEADER, endpoints } from '@immopilote/contracts';
import type { Page } from '@playwright/test';
import { buildPdf } from '../../apps/server/test/helpers/pdf-fixtures';
import { expect, field, test, toastCame } from './fixtures';
import { ALL_AXE_RULES, shootAndCheck, shotsDir } from './screens';

const SHOTS = shotsDir('privacy');
/** The e2e server's storage (playwright.config.ts: DATA_DIR=.tmp/e2e-data-<port>, local driver under files/). */
const CLIENT_FILES = path.resolve(
  `.tmp/e2e-data-${process.env.E2E_PORT ?? 3100}`,
  'files',
  'client-documents',
);

/** Both sizes, no sideways scroll, and axe with every rule. */
const shoot = (page: Page, name: string) => shootAndCheck(page, SHOTS, name, { tags: ALL_AXE_RULES });

const storedFiles = (agencyId: string) => {
  const dir = path.join(CLIENT_FILES, agencyId);
  return fs.existsSync(dir)
    ? fs.readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.pdf'))
    : [];
};

// The demonstration agency (`npm run demo`): the only one whose retention clock moves.
test('a rejected candidate’s identity document is purged when its period is over, and the log says so', async ({
  demoHead: { page, agencyId },
}) => {
  test.setTimeout(120_000);
  await page.goto('/add-client');
  await field(page, 'Nom complet').fill('Ondine Marchetti');
  await field(page, 'Prénom').fill('Ondine');
  await field(page, 'E-mail').fill(`ondine.${Date.now()}@exemple.fr`);
  await page.getByRole('checkbox', { name: 'Candidat locataire' }).check();
  await field(page, 'Statut de la candidature').selectOption({ label: 'En cours' });
  await page.getByLabel('Ajouter un document (PDF, 3 pages max)').setInputFiles({
    name: 'cni.pdf',
    mimeType: 'application/pdf',
    buffer: await buildPdf([{ text: ['Carte nationale d’identité — Ondine Marchetti'] }]),
  });
  // Only the décret’s list is offered: no bank statement, no carte Vitale.
  const type = field(page, 'Type de document');
  await expect(type.locator('option', { hasText: /relevé|Vitale|casier/i })).toHaveCount(0);
  await shoot(page, 'add-candidate');
  await type.selectOption({ label: 'Carte nationale d’identité' });
  await page.getByRole('button', { name: 'Analyser et Mettre à jour' }).click();
  await expect(page).toHaveURL(/\/ocr-result$/);
  await page.getByRole('button', { name: 'Sauvegarder' }).click();

  await expect(page.getByRole('heading', { name: 'Fiche client : Ondine Marchetti' })).toBeVisible();
  await expect(page.getByText('Carte nationale d’identité', { exact: true })).toBeVisible();
  await expect(page.getByText('Conservé tant que la candidature ou le bail est en cours')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Télécharger' }).click();
  expect((await download).suggestedFilename()).toBe('Carte nationale d’identité – cni.pdf');
  expect(storedFiles(agencyId)).toHaveLength(1);
  const clientUrl = page.url();

  // « Non retenu »: the record now says when the document goes.
  await page.getByRole('button', { name: 'Modifier' }).click();
  await field(page, 'Statut de la candidature').selectOption({ label: 'Non retenu' });
  await page.getByRole('button', { name: 'Enregistrer les modifications' }).click();
  await toastCame(page, 'Client mis à jour');
  await expect(page.getByRole('list', { name: 'Rôles' }).getByText(/^Non retenu depuis le /)).toBeVisible();
  await expect(page.getByText(/^Supprimé automatiquement le /)).toBeVisible();
  await shoot(page, 'candidate-record');

  // The directory filters by role and status.
  await page.goto('/client-directory');
  await field(page, 'Statut de candidature').selectOption({ label: 'Non retenu' });
  await expect(page.getByRole('link', { name: /Ondine Marchetti/ })).toBeVisible();
  await field(page, 'Rôle').selectOption({ label: 'Vendeur' });
  await expect(page.getByText('Aucun client ne correspond à votre recherche.')).toBeVisible();

  // Mon agence › Données personnelles: advance the retention clock past three months.
  await page.goto('/agency-settings?onglet=donnees-personnelles');
  await expect(page.getByRole('heading', { name: 'Durées de conservation' })).toBeVisible();
  await expect(page.getByText('Aucune suppression pour le moment.')).toBeVisible();
  await page.getByRole('button', { name: 'Avancer de 100 jours' }).click();
  await toastCame(page, 'Horloge avancée, purge exécutée');
  const log = page.getByRole('list', { name: 'Journal des suppressions' });
  await expect(log.getByText('Document supprimé (durée de conservation échue)')).toBeVisible();
  await expect(log.getByText(/Carte nationale d’identité · par la purge quotidienne/)).toBeVisible();
  await expect(log.getByText('Client anonymisé (plus de finalité)')).toBeVisible();
  await shoot(page, 'privacy-tab');

  // The document and its file are gone; the candidate left without purpose is anonymised.
  expect(storedFiles(agencyId)).toHaveLength(0);
  await page.goto(clientUrl);
  await expect(page.getByRole('heading', { name: 'Fiche client : Client anonymisé' })).toBeVisible();
  await expect(page.getByText('Aucun document transcrit pour ce client.')).toBeVisible();
});

test('erasing a client asks for confirmation, then the purge log keeps the proof', async ({
  signedInHead: { page },
}) => {
  const created = await page.request.post(endpoints.clients.create.path, {
    headers: { [CSRF_HEADER]: '1' },
    data: { fullName: 'Gaspard Effacé', firstName: 'Gaspard', email: `gaspard.${Date.now()}@exemple.fr` },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await page.goto(`/client/${id}`);
  await page.getByRole('button', { name: 'Effacer les données de ce client' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText(/registre des mandats/)).toBeVisible();
  await shoot(page, 'erase-dialog');
  await dialog.getByRole('button', { name: 'Effacer définitivement' }).click();
  await expect(page).toHaveURL(/\/client-directory$/);
  await toastCame(page, 'Données du client effacées');

  await page.goto('/agency-settings?onglet=donnees-personnelles');
  const log = page.getByRole('list', { name: 'Journal des suppressions' });
  await expect(log.getByText('Données du client effacées à sa demande')).toBeVisible();
  // Not the demonstration agency: its head has no clock to move.
  await expect(page.getByText('Horloge de démonstration')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Avancer de/ })).toHaveCount(0);
  await expect(log.getByText(/0 document supprimé, 0 entrée d’historique anonymisée · par /)).toBeVisible();
  await expect(page.getByText('Gaspard')).toHaveCount(0);
});

test('the information notice is public and filled from the agency and its periods', async ({
  signedInHead: { page },
  browser,
}) => {
  await page.goto('/agency-settings?onglet=donnees-personnelles');
  const link = page.getByRole('link', { name: 'Ouvrir la notice' });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/informations-candidats\/[A-Za-z0-9_-]{32}$/);
  // A visitor without a session reads it.
  const visitor = await browser.newContext();
  try {
    const notice = await visitor.newPage();
    await notice.goto(href!);
    await expect(
      notice.getByRole('heading', { level: 1, name: /^Protection de vos données – / }),
    ).toBeVisible();
    await expect(notice.getByText(/vos pièces sont supprimées 3\u00a0mois après la décision/)).toBeVisible();
    await expect(notice.getByRole('heading', { name: 'Vos droits' })).toBeVisible();
    await shoot(notice, 'notice');
    await notice.goto('/informations-candidats/inconnu-inconnu-inconnu-inconnu');
    await expect(notice.getByText('Cette notice n’existe pas ou n’est plus disponible.')).toBeVisible();
  } finally {
    await visitor.close();
  }
});
