import type { Page } from '@playwright/test';
import { acceptedColleague, expect, newPerson, test, toastCame, uniqueEmail } from './fixtures';
import { completeSale } from './listings';
import { shootAndCheck, shotsDir } from './screens';

const SHOTS = shotsDir('agency-site');
const shoot = (page: Page, name: string) => shootAndCheck(page, SHOTS, name);

test('the head fills the site settings and the fee scale, publishes a listing; a member reads them', async ({
  signedInHead: { page },
  browser,
  baseURL,
}) => {
  // Three people, two forms, a publication and six full-page screenshots (the property page grew
  // its offers section): over a minute when the PostgreSQL pass runs beside the browser tests.
  test.setTimeout(150_000);
  const slug = `agence-des-pentes-${Date.now().toString(36)}`;
  const saleId = await completeSale(page);

  await page.goto('/agency-settings?onglet=site');
  const form = page.getByRole('form', { name: 'Site et demandes' });
  await expect(form.getByLabel('Adresse', { exact: true })).toBeVisible();
  await shoot(page, 'empty');

  // A malformed address is refused under the field; a free one is said free as it is typed.
  await form.getByLabel('Adresse', { exact: true }).fill('ab');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form.getByText(/Utilisez 3 à 60 lettres minuscules/)).toBeVisible();
  await form.getByLabel('Adresse', { exact: true }).fill(slug);
  await expect(form.getByText('Cette adresse est libre.')).toBeVisible();

  await form.getByLabel('N° de carte professionnelle').fill('CPI 6901 2018 000 012 345');
  await form.getByLabel('CCI de délivrance').fill('CCI de Lyon Métropole');
  await form.getByLabel('Garant financier').fill('Galian');
  await form.getByLabel('Montant de la garantie (€)').fill('120000');
  await form.getByLabel('Assureur RCP').fill('MMA');
  await form.getByLabel('N° de police RCP').fill('RCP-1234567');
  await form.getByLabel('Forme juridique').fill('SARL');
  await form.getByLabel('SIREN').fill('812345678');
  await form.getByLabel('E-mail de contact').fill('contact@pentes.fr');
  await form.getByLabel('Présentation de l’agence').fill('<b>Agence</b> des Pentes, depuis 1998.');
  // Saturday afternoon added, Sunday stays closed.
  await form.getByRole('button', { name: 'Ajouter une plage (samedi)' }).click();
  await expect(form.getByLabel('Samedi, plage 2\u00a0: ouverture')).toHaveValue('14:00');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await toastCame(page, 'Réglages du site enregistrés.');
  await expect(form.getByText(/Votre site/)).toContainText(`/agences/${slug}`);
  await expect(form.getByRole('link', { name: 'Voir le site' })).toHaveAttribute(
    'href',
    new RegExp(`/agences/${slug}$`),
  );

  // Two rows of the fee scale.
  const fees = page.getByRole('form', { name: 'Barème des honoraires' });
  await fees.getByRole('button', { name: 'Ajouter une ligne' }).click();
  await fees.getByRole('button', { name: 'Ajouter une ligne' }).click();
  const first = fees.getByRole('listitem', { name: 'Ligne 1' });
  await first.getByLabel('Libellé').fill('Jusqu’à 100 000 €');
  await first.getByLabel('À (€)').fill('100000');
  await first.getByLabel('Montant (€)').fill('5000');
  const second = fees.getByRole('listitem', { name: 'Ligne 2' });
  await second.getByLabel('Libellé').fill('Au-delà de 100 000 €');
  await second.getByLabel('De (€)').fill('100000');
  await second.getByLabel('Taux (%)').fill('4,5');
  await fees.getByLabel('Notes sous le barème').fill('Honoraires TTC, TVA 20 % incluse.');
  await fees.getByRole('button', { name: 'Enregistrer le barème' }).click();
  await toastCame(page, 'Barème enregistré.');
  await expect(fees.getByRole('link', { name: 'Voir la page du barème' })).toHaveAttribute(
    'href',
    new RegExp(`/agences/${slug}/honoraires$`),
  );
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, 'filled');

  // The listing: published from its page; the structured barème meets its « barème » line.
  await page.goto(`/property-detail/${saleId}`);
  const site = page.getByRole('region', { name: 'Site de l’agence' });
  await expect(site.getByText('Ce bien n’apparaît pas sur le site de l’agence.')).toBeVisible();
  await site.getByRole('switch', { name: 'Publié sur le site' }).click();
  await toastCame(page, 'Le bien est publié sur le site.');
  await expect(site.getByText(/Référence \d+/)).toBeVisible();
  await expect(site.getByRole('link', { name: 'Voir l’annonce sur le site' })).toHaveAttribute(
    'href',
    new RegExp(`/agences/${slug}/biens/\\d+$`),
  );
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, 'property-published');

  // A colleague sees the same settings, and can change nothing.
  const colleague = await acceptedColleague(
    browser,
    baseURL,
    page,
    newPerson({ email: uniqueEmail('agent'), firstName: 'Marc', lastName: 'Roux' }),
  );
  try {
    await colleague.page.goto('/agency-site');
    const readOnly = colleague.page.getByRole('form', { name: 'Site et demandes' });
    await expect(
      colleague.page.getByText('Seul le responsable de l’agence peut modifier ces réglages.'),
    ).toBeVisible();
    await expect(readOnly.getByLabel('Adresse', { exact: true })).toHaveValue(slug);
    await expect(readOnly.getByLabel('Adresse', { exact: true })).toBeDisabled();
    await expect(readOnly.getByLabel('Présentation de l’agence')).toHaveValue(
      '<b>Agence</b> des Pentes, depuis 1998.',
    );
    await expect(readOnly.getByRole('button', { name: 'Enregistrer' })).toHaveCount(0);
    await expect(colleague.page.getByRole('button', { name: 'Ajouter une ligne' })).toHaveCount(0);
    await shoot(colleague.page, 'member-read-only');
  } finally {
    await colleague.close();
  }
});
