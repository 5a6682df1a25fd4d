import { CSRF_HEADER, endpoints, urlOf } from '@immopilote/contracts';
import type { APIRequestContext } from '@playwright/test';
import { expect, field, openPage, test, toastRegion, uniqueEmail } from './fixtures';
import { expectNoSeriousAxeViolation, expectNoSidewaysScroll, shoot, shotsDir } from './screens';
import { drawSignature, phone, proveIdentity, signingLink } from './signing';

const SHOTS = shotsDir('signatures');
const headers = { [CSRF_HEADER]: '1' };

/** A signature request on a made-up document (the dev helper; mandates and visit slips make real ones). */
async function newRequest(
  request: APIRequestContext,
  body: {
    title: string;
    pages: number;
    offersEarlyStart?: boolean;
    signers: { role: 'agency' | 'mandator' | 'visitor'; name: string; email: string }[];
  },
) {
  const res = await request.post(endpoints.dev.signatureRequest.path, { headers, data: body });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

test.describe.configure({ mode: 'serial' });

test('a document signed by the agency on its device, then by the mandator on a phone; sealed, then verified', async ({
  signedInHead,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const { page } = signedInHead;
  const mandator = { name: 'Claire Martin', email: uniqueEmail('mandant') };
  const title = 'Mandat de vente n° 7 – 12 rue des Lilas, Marseille';
  const id = await newRequest(page.request, {
    title,
    pages: 3,
    offersEarlyStart: true,
    signers: [
      {
        role: 'agency',
        name: `${signedInHead.firstName} ${signedInHead.lastName}`,
        email: signedInHead.email,
      },
      { role: 'mandator', ...mandator },
    ],
  });

  // The list, and the request's panel over it.
  await openPage(page, '/signatures');
  await expect(page.getByRole('heading', { level: 1, name: 'Signatures' })).toBeVisible();
  await page.getByRole('button', { name: `Ouvrir la demande ${title}` }).click();
  const panel = page.getByRole('region', { name: `Signature électronique – ${title}` });
  await expect(panel.getByText('À son tour')).toBeVisible();
  await shoot(page, SHOTS, 'panel-pending', { atEachSize: () => expectNoSidewaysScroll(page, 'panel') });
  await expectNoSeriousAxeViolation(page, { label: 'the signature panel' });

  // The agency signs first, on this device; the page comes back to the list afterwards.
  await panel.getByRole('button', { name: 'Signer sur cet appareil' }).click();
  await expect(page).toHaveURL(/\/signer\/[^?]+\?retour=/);
  await expect(page.getByText('Signataire 1 sur 2')).toBeVisible();
  await shoot(page, SHOTS, 'signing-identity', {
    atEachSize: () => expectNoSidewaysScroll(page, 'identity'),
  });
  await expectNoSeriousAxeViolation(page, { label: 'the signing page, identity' });
  await proveIdentity(page, page.request, signedInHead.email, { dir: SHOTS, name: 'signing-code' });
  // Every page of the document drawn by pdf.js before signing.
  await expect(page.locator('figure[data-page]')).toHaveCount(3, { timeout: 30_000 });
  await expect(page.locator('figure[data-page="1"] canvas')).toBeVisible();
  const signButton = page.getByRole('button', { name: 'Signer', exact: true });
  await expect(signButton).toBeDisabled();
  await page.getByRole('checkbox', { name: /J’ai lu le document en entier/ }).check();
  await drawSignature(page);
  await expect(signButton).toBeEnabled();
  await shoot(page, SHOTS, 'signing-document', {
    settle: 800,
    atEachSize: () => expectNoSidewaysScroll(page, 'document'),
  });
  await expectNoSeriousAxeViolation(page, { label: 'the signing page, document' });
  // The drawing survives the resizes of the screenshots.
  await expect(signButton).toBeEnabled();
  await signButton.click();
  await expect(page.getByRole('heading', { name: 'Document signé' })).toBeVisible();
  await shoot(page, SHOTS, 'signing-done');
  await page.getByRole('link', { name: 'Rendre l’appareil à l’agence' }).click();
  await expect(page).toHaveURL(/\/signatures\?demande=/);

  // The mandator's turn: the link by e-mail, opened on a phone with nobody signed in.
  await expect(panel.getByText('Claire Martin')).toBeVisible();
  await panel.getByRole('button', { name: 'Envoyer le lien par e-mail' }).click();
  await expect(toastRegion(page).getByText('Lien envoyé')).toBeVisible();
  const link = await signingLink(page.request, mandator.email);
  const signer = await phone(browser, testInfo);
  await openPage(signer.page, link);
  await expect(signer.page.getByText('Signataire 2 sur 2')).toBeVisible();
  await proveIdentity(signer.page, page.request, mandator.email);
  const early = signer.page.getByRole('checkbox', { name: /Je demande expressément/ });
  await expect(early).not.toBeChecked();
  await signer.page.getByRole('checkbox', { name: /J’ai lu le document en entier/ }).check();
  await signer.page.getByText('Taper mon nom').click();
  await field(signer.page, 'Votre nom, tel qu’il figurera comme signature').fill(mandator.name);
  await signer.page.getByRole('button', { name: 'Signer', exact: true }).click();
  await expect(signer.page.getByText(/Tous les signataires ont signé/)).toBeVisible();
  await signer.close();

  // Sealed: the panel offers the signed PDF and the proof file.
  await expect(panel.getByText('Signé', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByRole('link', { name: 'Document signé (PDF scellé)' })).toBeVisible();
  await panel.getByText(/Journal de preuve/).click();
  await shoot(page, SHOTS, 'panel-completed', {
    atEachSize: () => expectNoSidewaysScroll(page, 'completed'),
  });
  const sealed = await page.request.get(urlOf(endpoints.signatures.file, { id, file: 'sealed' }));
  expect(sealed.status()).toBe(200);
  const sealedBytes = Buffer.from(await sealed.body());

  // « Vérifier un document »: the original is recognised, a copy with one changed byte is not.
  await openPage(page, '/signatures/verifier');
  const picker = page.getByLabel('Choisir un PDF à vérifier');
  await picker.setInputFiles({ name: 'mandat-signe.pdf', mimeType: 'application/pdf', buffer: sealedBytes });
  await expect(page.getByRole('heading', { name: 'Document original' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Télécharger le dossier de preuve (PDF)' })).toBeVisible();
  await shoot(page, SHOTS, 'verify-original', { atEachSize: () => expectNoSidewaysScroll(page, 'verify') });
  await expectNoSeriousAxeViolation(page, { label: 'verify, original' });
  const altered = Buffer.from(sealedBytes);
  // One byte inside the first page's content stream.
  const at = altered.indexOf('stream\n') + 40;
  altered[at] = (altered[at] ?? 0) ^ 0x01;
  await picker.setInputFiles({ name: 'mandat-modifie.pdf', mimeType: 'application/pdf', buffer: altered });
  await expect(
    page.getByRole('heading', { name: 'Ce document a été modifié après sa signature' }),
  ).toBeVisible();
  await shoot(page, SHOTS, 'verify-altered');
});

test('a visitor refuses with a reason; a dead link is a calm page; a 50-page document stays light', async ({
  signedInHead,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const { page } = signedInHead;
  const visitor = { name: 'Hugo Lefèvre', email: uniqueEmail('visiteur') };
  const title = 'Bon de visite – 8 boulevard Longchamp, Marseille';
  await newRequest(page.request, { title, pages: 50, signers: [{ role: 'visitor', ...visitor }] });
  await openPage(page, '/signatures');
  await page.getByRole('button', { name: `Ouvrir la demande ${title}` }).click();
  await page.getByRole('button', { name: 'Envoyer le lien par e-mail' }).click();
  await expect(toastRegion(page).getByText('Lien envoyé')).toBeVisible();
  const link = await signingLink(page.request, visitor.email);

  const signer = await phone(browser, testInfo);
  await openPage(signer.page, link);
  await proveIdentity(signer.page, page.request, visitor.email);
  await expect(signer.page.locator('figure[data-page]')).toHaveCount(50, { timeout: 30_000 });
  // Only the pages near the screen are drawn.
  await expect(signer.page.locator('figure[data-page="1"] canvas')).toBeVisible();
  expect(await signer.page.locator('figure[data-page] canvas').count()).toBeLessThanOrEqual(6);
  await signer.page.locator('figure[data-page="30"]').scrollIntoViewIfNeeded();
  await expect(signer.page.locator('figure[data-page="30"] canvas')).toBeAttached();
  expect(await signer.page.locator('figure[data-page] canvas').count()).toBeLessThanOrEqual(8);

  await signer.page.getByRole('button', { name: 'Refuser de signer' }).click();
  const dialog = signer.page.getByRole('dialog', { name: 'Refuser de signer' });
  await field(signer.page, 'Motif du refus').fill('Je n’ai pas visité ce bien.');
  await shoot(signer.page, SHOTS, 'signing-refuse-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Refuser de signer' }).click();
  await expect(signer.page.getByRole('heading', { name: 'Signature refusée' })).toBeVisible();
  await shoot(signer.page, SHOTS, 'signing-refused');
  // The same link, opened again: the signer's refusal, not the form.
  await signer.page.reload();
  await expect(signer.page.getByRole('heading', { name: 'Signature refusée' })).toBeVisible();

  await openPage(signer.page, '/signer/lien-inconnu-0000');
  await expect(signer.page.getByRole('heading', { name: 'Lien introuvable' })).toBeVisible();
  await shoot(signer.page, SHOTS, 'signing-unknown-link');
  await expectNoSeriousAxeViolation(signer.page, { label: 'a dead signing link' });
  await signer.close();

  await page.reload();
  await expect(
    page
      .getByRole('region', { name: `Signature électronique – ${title}` })
      .getByText('Refusé', { exact: true }),
  ).toBeVisible();
  await expect(page.getByText('Motif\u00a0: Je n’ai pas visité ce bien.')).toBeVisible();
  await shoot(page, SHOTS, 'panel-refused');
  await page.keyboard.press('Escape');
  await shoot(page, SHOTS, 'list', { atEachSize: () => expectNoSidewaysScroll(page, 'list') });
  await expectNoSeriousAxeViolation(page, { label: 'the signatures list' });
});
