import iconv from 'iconv-lite';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { shootAndCheck, shotsDir } from './screens';

const SHOTS = shotsDir('contact-import');
const shoot = (page: Page, name: string) => shootAndCheck(page, SHOTS, name, { tapTargets: true });

/** What Excel on a French Windows saves: Windows-1252, `;`, a quoted field holding a `;` and a line break. */
function hektorCsv(stamp: number) {
  return iconv.encode(
    [
      'Nom;Prénom;Courriel;Portable;Statut;Budget;Ville;Type de bien;Commentaire;Créé le',
      `Lefèvre;Hélène;helene.${stamp}@exemple.fr;06 11 22 33 44;Acquéreur;350 000 €;Lyon;Appartement;"Préfère le soir; pas le lundi";01/02/2024`,
      `Garçon;Zoé;zoe.${stamp}@exemple.fr;+33 6 55 44 33 22;Vendeur;;;;"Vend la maison\r\nde sa mère";01/02/2024`,
      `Garçon;Zoé;ZOE.${stamp}@EXEMPLE.FR;;Vendeur;;;;;01/02/2024`,
      'Sans;Courriel;;;;;;;;',
    ].join('\r\n'),
    'windows-1252',
  );
}

test('contact import: file, mapping, preview, import with a progress bar, report, contacts in the directory', async ({
  signedInHead: { page },
}) => {
  const stamp = Date.now();
  await page.goto('/import/contacts');
  await expect(page.getByRole('heading', { name: 'Importer des contacts' })).toBeVisible();
  await expect(page.getByText('Étape 1 sur 4 : Fichier')).toBeVisible();
  await shoot(page, 'file');

  // A file that is neither CSV nor XLSX: refused in French, nothing else happens.
  await page.getByLabel('Fichier CSV ou XLSX').setInputFiles({
    name: 'photo.png',
    mimeType: 'image/png',
    buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
  });
  await expect(page.getByRole('alert')).toContainText('ni un CSV ni un classeur Excel');

  await page.getByLabel('Fichier CSV ou XLSX').setInputFiles({
    name: 'export-hektor.csv',
    mimeType: 'text/csv',
    buffer: hektorCsv(stamp),
  });
  await expect(page.getByText('Étape 2 sur 4 : Colonnes')).toBeVisible();
  await expect(page.getByText('export-hektor.csv : 4 lignes de contacts')).toBeVisible();
  await expect(page.getByText(/Windows-1252 · séparateur «\spoint-virgule\s»/)).toBeVisible();
  // Suggestions from the headers; « Créé le » is left out.
  await expect(page.getByLabel('Champ pour la colonne « Courriel »')).toHaveValue('email');
  await expect(page.getByLabel('Champ pour la colonne « Portable »')).toHaveValue('phone');
  await expect(page.getByLabel('Champ pour la colonne « Créé le »')).toHaveValue('ignore');
  await expect(page.getByText('Préfère le soir; pas le lundi')).toBeVisible();
  await shoot(page, 'mapping');

  // The comment is not wanted: « Ignorer ».
  await page.getByLabel('Champ pour la colonne « Commentaire »').selectOption('ignore');
  await page.getByRole('button', { name: 'Voir l’aperçu' }).click();
  await expect(page.getByText('Étape 3 sur 4 : Aperçu')).toBeVisible();
  const preview = page.getByRole('list', { name: 'Aperçu des 4 premières lignes' });
  const rows = preview.getByRole('listitem').filter({ hasText: /^Ligne/ });
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(0)).toContainText('Hélène Lefèvre');
  await expect(rows.nth(0)).toContainText('Achat · Appartement · Lyon');
  await expect(rows.nth(2)).toContainText('même contact que la ligne 3 du fichier');
  await expect(rows.nth(3)).toContainText('E-mail manquant');
  await shoot(page, 'preview');

  await page.getByRole('button', { name: 'Importer 4 contacts' }).click();
  await expect(page.getByRole('heading', { name: 'Import terminé' })).toBeVisible();
  await expect(page.getByText('2 contacts créés')).toBeVisible();
  await expect(page.getByText('1 recherche créée')).toBeVisible();
  await expect(page.getByText('1 doublon ignoré')).toBeVisible();
  await expect(page.getByText('1 ligne en erreur')).toBeVisible();
  await shoot(page, 'report');

  await page.getByRole('link', { name: 'Voir le répertoire clients' }).click();
  await expect(page.getByText('Hélène Lefèvre')).toBeVisible();
  await expect(page.getByText('Zoé Garçon')).toBeVisible();
});
