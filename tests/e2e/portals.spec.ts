import { CSRF_HEADER, endpoints } from '@immopilote/contracts';
import type { Page } from '@playwright/test';
import { polirisProblems } from '../../apps/server/test/helpers/poliris-checker';
import { rank, readAnnonces, unzip } from '../../apps/server/test/helpers/poliris-reader';
import { startTestFtpServer, type TestFtpServer } from '../../apps/server/test/helpers/ftp-server';
import { expect, test, toastCame } from './fixtures';
import { completeSale } from './listings';
import { ALL_AXE_RULES, shootAndCheck, shotsDir } from './screens';

const headers = { [CSRF_HEADER]: '1' };
const SHOTS = shotsDir('portals');
const PORTAL_ID = 'SL-Pentes_7';

const shoot = (page: Page, name: string) => shootAndCheck(page, SHOTS, name, { tags: ALL_AXE_RULES });

let ftp: TestFtpServer;
test.beforeAll(async () => {
  ftp = await startTestFtpServer({ password: 'Portail-e2e-Secret-31' });
});
test.afterAll(async () => {
  await ftp?.close();
});

test('publishing to a portal: the head connects an FTP server, ticks two listings, « Publier maintenant », the file parses back', async ({
  signedInHead: { page },
}) => {
  const fee = await page.request.put(endpoints.agency.updateFeeScale.path, {
    headers,
    data: { feeScaleUrl: 'https://www.agence-des-canuts.fr/bareme.pdf' },
  });
  expect(fee.status()).toBe(200);
  const first = await completeSale(page);
  const second = await completeSale(page, {
    name: 'Maison de la Croix-Rousse',
    address: '5 rue Dumenge',
    mandator: 'Paul Girard',
  });

  // « Mon agence »: the head adds the portal's connection.
  await page.goto('/agency-settings?onglet=informations');
  const card = page.getByRole('region', { name: 'Portails immobiliers' });
  await expect(card.getByText('Aucun portail connecté.')).toBeVisible();
  await card.getByRole('button', { name: 'Ajouter un portail' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvelle connexion à un portail' });
  await dialog.getByLabel('Portail', { exact: true }).selectOption('seloger');
  await dialog.getByLabel('Identifiant agence chez le portail').fill('avec espace');
  await dialog.getByLabel('Serveur', { exact: true }).fill(ftp.host);
  await dialog.getByLabel('Port', { exact: true }).fill(String(ftp.port));
  await dialog.getByLabel('Utilisateur', { exact: true }).fill(ftp.user);
  await dialog.getByLabel('Mot de passe', { exact: true }).fill(ftp.password);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(dialog.getByText(/1 à 32 lettres sans accent/)).toBeVisible();
  await dialog.getByLabel('Identifiant agence chez le portail').fill(PORTAL_ID);
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await toastCame(page, 'Connexion enregistrée');
  await expect(card.getByText(`Identifiant agence\u00a0: ${PORTAL_ID}`)).toBeVisible();
  await expect(card.getByText(ftp.password)).toHaveCount(0);
  await card.scrollIntoViewIfNeeded();
  await shoot(page, 'connections-card');

  // Each listing: « Diffuser sur » SeLoger.
  for (const id of [first, second]) {
    await page.goto(`/property-detail/${id}`);
    const diffuse = page.getByRole('region', { name: 'Diffuser sur' });
    await diffuse.getByRole('checkbox', { name: 'SeLoger' }).check();
    await toastCame(page, 'Portails enregistrés');
    await expect(diffuse.getByRole('checkbox', { name: 'SeLoger' })).toBeChecked();
  }

  await page.goto('/portal-export');
  const portal = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'SeLoger' }) });
  await expect(portal.getByText('Jamais envoyé')).toBeVisible();
  await portal.getByRole('button', { name: 'Publier maintenant (SeLoger)' }).click();
  await expect(portal.getByText('2\u00a0annonces envoyées')).toBeVisible({ timeout: 30_000 });
  await shoot(page, 'publication');

  // The file on the FTP server, renamed into place, parses back at the right ranks.
  const name = `immopilote_${PORTAL_ID}.zip`;
  expect(ftp.files()).toEqual([name]);
  const files = unzip(new Uint8Array(ftp.read(name)));
  const rows = readAnnonces(files['Annonces.csv']!);
  expect(rows).toHaveLength(2);
  expect(rows.every((r) => r.length === 334)).toBe(true);
  expect(rows.map((r) => rank(r, 1))).toEqual([PORTAL_ID, PORTAL_ID]);
  expect(rows.map((r) => rank(r, 301))).toEqual(['4.12', '4.12']);
  expect(rows.map((r) => rank(r, 175)).sort()).toEqual(
    [first, second].map((id) => id.replaceAll('-', '').slice(0, 30)).sort(),
  );
  expect(polirisProblems(files['Annonces.csv']!)).toEqual([]);
});
