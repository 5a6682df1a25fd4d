import { CSRF_HEADER, endpoints, type Inspection, type ResponseOf, urlOf } from '@immopilote/contracts';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { extractText } from 'unpdf';
import { expect, test, toastCame, toastRegion } from './fixtures';
import { shootAndCheck, shotsDir } from './screens';
import { latestMail } from './signing';

/**
 * Issue 31's « Done when », at 360 × 740: an entry inspection of a two-room flat (meters, keys, a
 * photo) signed on the agent's phone by the agent and the tenant and e-mailed to both; the exit drawn
 * from it with one wall changed, marked in the app and the PDF; then offline, a room filled and a
 * photo taken, which the server has once after the network comes back.
 */

const SHOTS = shotsDir('inspections');
const headers = { [CSRF_HEADER]: '1' };
const PHONE = { width: 360, height: 740 };

test.use({ viewport: PHONE });

async function photoFile(colour: string) {
  const buffer = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  return { name: 'photo.jpg', mimeType: 'image/jpeg', buffer };
}

const section = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Parties de l’état des lieux' }).getByRole('button', { name }).click();

/** An element's card in the open room, by its name. */
const element = (page: Page, name: string): Locator => page.getByRole('article', { name, exact: true });

const syncState = (page: Page) => page.getByRole('status', { name: 'État de l’enregistrement' });

async function readInspection(page: Page, id: string): Promise<Inspection> {
  const res = await page.request.get(urlOf(endpoints.inspections.get, { id }));
  expect(res.status()).toBe(200);
  return (await res.json()) as ResponseOf<typeof endpoints.inspections.get>;
}

async function newInspection(
  page: Page,
  propertyId: string,
  kind: 'État des lieux d’entrée' | 'État des lieux de sortie',
) {
  await page.goto(`/property-history/${propertyId}`);
  await page.getByRole('button', { name: 'Nouvel état des lieux' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nouvel état des lieux' });
  await dialog.getByText(kind, { exact: true }).click();
  await dialog.getByRole('button', { name: 'Commencer' }).click();
  await expect(page).toHaveURL(/\/properties\/[^/]+\/inspections\/[^/?]+/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(kind);
  return new URL(page.url()).pathname.split('/').at(-1)!;
}

/** The current signer signs on this phone (code from the mailbox, typed name) and hands it back. */
async function signOnDevice(page: Page, signer: { name: string; email: string }) {
  await page.getByRole('button', { name: 'Signer sur cet appareil' }).click();
  await expect(page).toHaveURL(/\/signer\/[^?]+\?retour=/);
  await page.getByRole('button', { name: 'Recevoir mon code' }).click();
  await expect(page.getByText(/Code envoyé à/)).toBeVisible();
  const code = (await latestMail(page.request, signer.email, /Votre code de signature\s*:\s*(\d{6})/))[1]!;
  await page.getByLabel('Code reçu').fill(code);
  await page.getByRole('button', { name: 'Valider le code' }).click();
  await expect(page.getByRole('heading', { name: /Le document/ })).toBeVisible();
  await page.getByRole('checkbox', { name: /J’ai lu le document en entier/ }).check();
  await page.getByText('Taper mon nom').click();
  await page.getByLabel('Votre nom, tel qu’il figurera comme signature').fill(signer.name);
  await page.getByRole('button', { name: 'Signer', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Document signé' })).toBeVisible();
  await page.getByRole('link', { name: 'Rendre l’appareil à l’agence' }).click();
  await expect(page).toHaveURL(/\/properties\/[^/]+\/inspections\//);
}

test('état des lieux: entry signed on the phone and mailed, exit compared, a room filled offline', async ({
  signedInHead: head,
}) => {
  test.setTimeout(300_000);
  const { page } = head;
  const stamp = Date.now();
  const tenant = { name: 'Inès Carvalho', email: `ines.${stamp}@exemple.fr` };
  const agent = { name: `${head.firstName} ${head.lastName}`, email: head.email };
  const res = await page.request.post(endpoints.properties.create.path, {
    headers,
    data: {
      name: 'T2 Croix-Rousse',
      price: 850,
      type: 'Location',
      address: '4 rue d’Austerlitz',
      city: 'Lyon',
      zip: '69004',
      rooms: 2,
    },
  });
  expect(res.status()).toBe(201);
  const property = (await res.json()) as { id: string };

  // —— Entry ——
  const entryId = await newInspection(page, property.id, 'État des lieux d’entrée');
  await page.getByRole('group', { name: 'Bailleur' }).getByLabel('Nom et prénom').fill('Hélène Dupré');
  await page.getByRole('group', { name: 'Bailleur' }).getByLabel('E-mail').fill(`helene.${stamp}@exemple.fr`);
  await page.getByRole('button', { name: 'Ajouter un locataire' }).click();
  const tenantFields = page.getByRole('group', { name: 'Locataire 1' });
  await tenantFields.getByLabel('Nom et prénom').fill(tenant.name);
  await tenantFields.getByLabel('E-mail').fill(tenant.email);
  await shootAndCheck(page, SHOTS, 'entry-parties', { tapTargets: true });
  await page.setViewportSize(PHONE);

  await section(page, 'Compteurs');
  const electricity = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Électricité' }) });
  await electricity.getByLabel('Numéro du compteur').fill('09 123 456 789');
  // « abc »: the French error at once, and nothing saved.
  await electricity.getByLabel('Relevé').fill('abc');
  await expect(
    electricity.getByText('Relevé invalide : chiffres uniquement, avec une virgule pour les décimales.'),
  ).toBeVisible();
  await electricity.getByLabel('Relevé').fill('012345,6');
  await expect(electricity.getByText(/Relevé invalide/)).toHaveCount(0);
  await electricity.getByLabel('Prendre une photo – Électricité').setInputFiles(await photoFile('#777777'));
  await expect(electricity.getByRole('img', { name: 'Électricité – 1' })).toBeVisible({ timeout: 30_000 });
  await shootAndCheck(page, SHOTS, 'entry-meters', { tapTargets: true });
  await page.setViewportSize(PHONE);

  await section(page, 'Clés');
  await page.getByLabel('Nombre').first().fill('2');
  await page.getByLabel('Usage (ce qu’elle ouvre)').first().fill('Porte palière');

  await section(page, 'Pièces');
  await expect(page.getByRole('list', { name: 'Pièces du logement' }).getByRole('listitem')).toHaveCount(6);
  await page.getByRole('button', { name: 'Ouvrir Séjour' }).click();
  await element(page, 'Sol').getByText('Bon état', { exact: true }).click();
  // An iPhone's HEIC: refused on the phone with the way out, nothing queued.
  await element(page, 'Sol')
    .getByLabel('Prendre une photo – Sol')
    .setInputFiles({ name: 'IMG_0412.HEIC', mimeType: 'image/heic', buffer: Buffer.from('heic') });
  await expect(toastRegion(page).getByText(/Les photos HEIC \(iPhone\) ne sont pas lues/)).toBeVisible();
  await toastCame(page, 'Photo non ajoutée');
  await element(page, 'Sol')
    .getByLabel('Prendre une photo – Sol')
    .setInputFiles(await photoFile('#c8a27a'));
  await expect(element(page, 'Sol').getByRole('img', { name: 'Sol – 1' })).toBeVisible({ timeout: 30_000 });
  // One thumb: « Élément suivant » brings the walls.
  await page.getByRole('button', { name: 'Élément suivant' }).click();
  await expect(element(page, 'Murs')).toBeFocused();
  await element(page, 'Murs').getByText('Bon état', { exact: true }).click();
  await expect(syncState(page)).toHaveText('À jour', { timeout: 20_000 });
  await shootAndCheck(page, SHOTS, 'entry-room', { tapTargets: true });
  await page.setViewportSize(PHONE);

  const entry = await readInspection(page, entryId);
  expect(entry.content.meters[0]).toMatchObject({ reading: '012345,6', number: '09 123 456 789' });
  expect(entry.photos).toHaveLength(2);

  await section(page, 'Signature');
  await page.getByRole('button', { name: 'Faire signer' }).click();
  await page
    .getByRole('dialog', { name: 'Faire signer l’état des lieux' })
    .getByRole('button', { name: 'Figer et faire signer' })
    .click();
  await toastCame(page, 'Signature prête');
  await shootAndCheck(page, SHOTS, 'signature-panel');
  await page.setViewportSize(PHONE);
  await signOnDevice(page, agent);
  // Back on the editor, the panel shows the agent's signature before the phone goes to the tenant.
  await expect(page.getByText(/^Signé le .* sur l’appareil de l’agence$/)).toHaveCount(1);
  await signOnDevice(page, tenant);
  // After the last signature: the toast says the PDF went to every party, the page shows « Signé ».
  await expect(page.locator('#contenu').getByText('État des lieux signé')).toBeVisible({ timeout: 30_000 });
  await toastCame(page, 'État des lieux signé');
  await expect(page.getByRole('link', { name: 'Télécharger le PDF signé' })).toBeVisible();
  // Handed over at signature: the sealed PDF mailed to each party.
  for (const to of [tenant.email, agent.email]) {
    const mail = await latestMail(
      page.request,
      to,
      /^Document signé\s*:.*État des lieux d’entrée[\s\S]*ci-joint/,
    );
    expect(mail[0]).toContain('T2 Croix-Rousse');
  }
  await page.goto(`/property-history/${property.id}`);
  await expect(page.getByRole('heading', { name: 'État des lieux d’entrée' })).toBeVisible();
  await expect(page.getByText('Signé', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'PDF signé' })).toBeVisible();
  await shootAndCheck(page, SHOTS, 'history-inspections', { tapTargets: true });
  await page.setViewportSize(PHONE);

  // —— Exit, drawn from the entry ——
  const exitId = await newInspection(page, property.id, 'État des lieux de sortie');
  await expect(page.getByRole('group', { name: 'Locataire 1' }).getByLabel('Nom et prénom')).toHaveValue(
    tenant.name,
  );
  await page
    .getByRole('group', { name: 'Locataire 1' })
    .getByLabel('Nouvelle adresse du locataire')
    .fill('9 rue Royale, 69001 Lyon');
  await section(page, 'Pièces');
  await page.getByRole('button', { name: 'Ouvrir Séjour' }).click();
  await expect(element(page, 'Murs').getByText('À l’entrée : Bon état')).toBeVisible();
  await element(page, 'Murs').getByText('Mauvais état', { exact: true }).click();
  await expect(element(page, 'Murs').getByText('Modifié', { exact: true })).toBeVisible();
  await expect(
    element(page, 'Murs').getByText('Modifié depuis l’entrée : Bon état → Mauvais état'),
  ).toBeVisible();
  await expect(element(page, 'Sol').getByText('Modifié', { exact: true })).toHaveCount(0);
  await expect(syncState(page)).toHaveText('À jour', { timeout: 20_000 });
  await shootAndCheck(page, SHOTS, 'exit-room', { tapTargets: true });
  await page.setViewportSize(PHONE);

  const exit = await readInspection(page, exitId);
  expect(exit.changes).toEqual([
    expect.objectContaining({ name: 'Murs', entryState: 'bon', exitState: 'mauvais' }),
  ]);
  const pdf = await page.request.get(urlOf(endpoints.inspections.pdf, { id: exitId }));
  expect(pdf.status()).toBe(200);
  const { text } = await extractText(new Uint8Array(await pdf.body()), { mergePages: true });
  expect(text).toContain('Évolutions depuis l’entrée');
  expect(text).toMatch(/Séjour › Murs\s*:\s*Bon état → Mauvais état/);

  // —— Offline: the app's files are on the phone, the network goes ——
  await page.getByRole('button', { name: 'Toutes les pièces' }).click();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Pièces du logement' })).toBeVisible();
  await expect(page.getByText(/^Hors ligne/)).toBeVisible();
  await page.getByRole('button', { name: 'Ouvrir Chambre' }).click();
  for (const name of ['Sol', 'Murs', 'Plafond', 'Porte']) {
    await element(page, name).getByText('État d’usage', { exact: true }).click();
  }
  await element(page, 'Sol')
    .getByLabel('Prendre une photo – Sol')
    .setInputFiles(await photoFile('#8899aa'));
  await expect(element(page, 'Sol').getByRole('img', { name: 'Sol – 1' })).toBeVisible({ timeout: 30_000 });
  await expect(syncState(page)).toContainText('Enregistré sur l’appareil');
  await expect(syncState(page)).toContainText('1 photo à envoyer');
  await shootAndCheck(page, SHOTS, 'offline-room');
  await page.setViewportSize(PHONE);

  // Signing needs the server: said plainly while offline.
  await section(page, 'Signature');
  await expect(page.getByText('Connexion nécessaire pour la signature')).toBeVisible();
  await section(page, 'Pièces');
  await page.getByRole('button', { name: 'Ouvrir Chambre' }).click();

  await page.context().setOffline(false);
  await expect(syncState(page)).toHaveText('À jour', { timeout: 30_000 });
  const synced = await readInspection(page, exitId);
  const bedroom = synced.content.rooms.find((r) => r.name === 'Chambre')!;
  const floor = bedroom.elements.find((e) => e.name === 'Sol')!;
  expect(floor.state).toBe('usage');
  expect(floor.photoIds).toHaveLength(1);
  expect(synced.photos.filter((p) => p.id === floor.photoIds[0])).toHaveLength(1);
  expect(synced.photos).toHaveLength(1);
  expect(bedroom.elements.filter((e) => e.state === 'usage')).toHaveLength(4);

  // Two devices: a tablet saves the exit meanwhile; this phone's next save meets it and asks.
  const latest = await readInspection(page, exitId);
  const tablet = await page.request.put(urlOf(endpoints.inspections.save, { id: exitId }), {
    headers,
    data: {
      baseVersion: latest.version,
      inspectionDate: latest.inspectionDate,
      furnished: latest.furnished,
      content: { ...latest.content, generalRemarks: 'Saisi sur la tablette' },
    },
  });
  expect(tablet.status()).toBe(200);
  await element(page, 'Plafond').getByText('Mauvais état', { exact: true }).click();
  const conflict = page.getByRole('alertdialog', { name: 'Modifié sur un autre appareil' });
  await expect(conflict).toBeVisible({ timeout: 20_000 });
  await expect(conflict.getByText(`Enregistrée par ${agent.name}`, { exact: false })).toBeVisible();
  await shootAndCheck(page, SHOTS, 'conflict');
  await page.setViewportSize(PHONE);
  await conflict.getByRole('button', { name: 'Garder ma version' }).click();
  await expect(syncState(page)).toHaveText('À jour', { timeout: 20_000 });
  const kept = await readInspection(page, exitId);
  const ceiling = kept.content.rooms
    .find((r) => r.name === 'Chambre')!
    .elements.find((e) => e.name === 'Plafond')!;
  expect(ceiling.state).toBe('mauvais');
  expect(kept.content.generalRemarks).toBe('');

  // « Mon agence »: the elements a kind of room starts with, edited once by the head.
  await page.goto('/agency-settings');
  const defaults = page.getByRole('form', { name: 'Éléments des états des lieux' });
  await defaults.getByLabel('Type de pièce').selectOption({ label: 'Cave' });
  await defaults.getByLabel('Éléments (un par ligne)').fill('Sol\nMurs\nPorte\nSerrure\nSoupirail');
  await defaults.getByRole('button', { name: 'Enregistrer les éléments' }).click();
  await toastCame(page, 'Éléments enregistrés');
  const saved = await page.request.get(endpoints.inspections.defaults.path);
  expect(((await saved.json()) as ResponseOf<typeof endpoints.inspections.defaults>).rooms.cave).toContain(
    'Soupirail',
  );

  // A draft started by mistake goes, after confirmation; the signed entry stays.
  await page.goto(`/property-history/${property.id}`);
  await page.getByRole('button', { name: /^Supprimer le brouillon – État des lieux de sortie/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Supprimer le brouillon' }).click();
  await toastCame(page, 'Brouillon supprimé');
  await expect(page.getByRole('heading', { name: 'État des lieux de sortie' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'État des lieux d’entrée' })).toBeVisible();

  // What the phone keeps: the app's own files, never an answer of the API; the inspections go at sign-out.
  const cached = await page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
  expect(cached).toContain('/index.html');
  expect(cached.filter((p) => p.startsWith('/api/'))).toEqual([]);
  const databases = () => page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name));
  expect(await databases()).toContain('immopilote-inspections');
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(databases).not.toContain('immopilote-inspections');
});
