import { endpoints, urlOf } from '@immopilote/contracts';
import { expect, field, openPage, test, toastRegion } from './fixtures';
import {
  generateMandate,
  registerSaleMandate,
  saveAgencyLegalFacts,
  seedSaleAndMandator,
} from './mandates-flow';
import { expectNoSidewaysScroll, shoot, shotsDir } from './screens';
import { drawSignature, phone, proveIdentity, signingLink } from './signing';
import {
  drawSlip,
  ownerNoticeMail,
  recordFeedback,
  saveFeedback,
  seedVisitScene,
  signSlipOnDevice,
  submitSlip,
  visitCard,
} from './visits-flow';

/**
 * Issue 30, « Done when », in one walk on a desktop and a 360-px phone: a sale mandate numbered in
 * the register before anyone signs, signed by the agency on its device and then by the mandator
 * through the e-mailed link and the code from the outbox; the register reads « Contresigné le … »;
 * the sealed PDF downloads, « Vérifier » accepts it and rejects a copy with one changed byte; a
 * visit slip signed on the agent's phone; the visitor's feedback in the owner's e-mail.
 */
const SHOTS = shotsDir('signature-walk');

test('issue 30 walk: mandate numbered then signed by agency and mandator, countersigned in the register, sealed and verified; a visit slip signed on the phone; feedback in the owner e-mail', async ({
  signedInHead,
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const { page } = signedInHead;

  // The mandate: registered (its number taken), drawn with the number, then sent to signature.
  await saveAgencyLegalFacts(page);
  const { propertyId, mandatorEmail } = await seedSaleAndMandator(page);
  const { number, mandateId } = await registerSaleMandate(page, propertyId);
  const panel = await generateMandate(page);
  const drawn = await page.request.get(urlOf(endpoints.mandates.get, { id: mandateId }));
  expect(((await drawn.json()) as { signatureState: string }).signatureState).toBe('pending');

  // The agency signs first, on this device.
  await panel.getByRole('button', { name: 'Signer sur cet appareil' }).click();
  await expect(page).toHaveURL(/\/signer\/[^?]+\?retour=/);
  await expect(page.getByText('Signataire 1 sur 2')).toBeVisible();
  await proveIdentity(page, page.request, signedInHead.email);
  await expect(page.locator('figure[data-page]').first()).toBeVisible({ timeout: 30_000 });
  await page.getByRole('checkbox', { name: /J’ai lu le document en entier/ }).check();
  await drawSignature(page);
  await page.getByRole('button', { name: 'Signer', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Document signé' })).toBeVisible();
  await page.getByRole('link', { name: 'Rendre l’appareil à l’agence' }).click();
  await expect(page).toHaveURL(new RegExp(`/mandates/${mandateId}`));

  // The mandator: the link by e-mail, opened on a phone, the code from the outbox.
  const back = page.getByRole('region', { name: /^Signature électronique – Mandat n° \d+$/ });
  // Once the panel has read the request again: the mandator's turn, not the agency's.
  const mandatorRow = back.getByRole('listitem').filter({ hasText: 'Hélène Dupré' });
  await expect(mandatorRow.getByText('À son tour')).toBeVisible();
  await mandatorRow.getByRole('button', { name: 'Envoyer le lien par e-mail' }).click();
  await expect(toastRegion(page).getByText('Lien envoyé')).toBeVisible();
  const link = await signingLink(page.request, mandatorEmail);
  const mandator = await phone(browser, testInfo);
  await openPage(mandator.page, link);
  await expect(mandator.page.getByText('Signataire 2 sur 2')).toBeVisible();
  await proveIdentity(mandator.page, page.request, mandatorEmail, { dir: SHOTS, name: 'mandator-code' });
  // Loi Hamon: the retraction form is in the document, the early start is the mandator's choice.
  await expect(mandator.page.getByRole('checkbox', { name: /Je demande expressément/ })).not.toBeChecked();
  await mandator.page.getByRole('checkbox', { name: /J’ai lu le document en entier/ }).check();
  await drawSignature(mandator.page);
  await shoot(mandator.page, SHOTS, 'mandator-signing', {
    settle: 800,
    atEachSize: () => expectNoSidewaysScroll(mandator.page, 'mandator-signing'),
  });
  // The screenshots' resizes cleared nothing: sign with what is drawn, or type the name if it was.
  const signButton = mandator.page.getByRole('button', { name: 'Signer', exact: true });
  if (!(await signButton.isEnabled())) {
    await mandator.page.getByText('Taper mon nom').click();
    await field(mandator.page, 'Votre nom, tel qu’il figurera comme signature').fill('Hélène Dupré');
  }
  await signButton.click();
  await expect(mandator.page.getByText(/Tous les signataires ont signé/)).toBeVisible();
  await mandator.close();

  // Sealed: the register line reads « Contresigné le … ».
  await expect(back.getByText('Signé', { exact: true })).toBeVisible({ timeout: 60_000 });
  await openPage(page, '/mandates');
  const line = page
    .getByRole('row')
    .filter({ hasText: `${number}` })
    .filter({ hasText: 'Hélène Dupré' });
  await expect(line.getByText(/Contresigné le/)).toBeVisible();
  await shoot(page, SHOTS, 'register-countersigned');

  // The sealed PDF downloads from the mandate's page.
  await openPage(page, `/mandates/${mandateId}`);
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Document signé (PDF scellé)' }).click();
  const download = await downloading;
  const path = await download.path();
  const { readFile } = await import('node:fs/promises');
  const sealed = await readFile(path!);
  expect(sealed.subarray(0, 5).toString()).toBe('%PDF-');
  expect(sealed.includes(Buffer.from('/ByteRange'))).toBe(true);

  // « Vérifier un document »: the original, then a copy with one changed byte.
  await openPage(page, '/signatures/verifier');
  const picker = page.getByLabel('Choisir un PDF à vérifier');
  await picker.setInputFiles({ name: 'mandat-signe.pdf', mimeType: 'application/pdf', buffer: sealed });
  await expect(page.getByRole('heading', { name: 'Document original' })).toBeVisible();
  const altered = Buffer.from(sealed);
  const at = altered.indexOf('stream\n') + 40;
  altered[at] = (altered[at] ?? 0) ^ 0x01;
  await picker.setInputFiles({ name: 'mandat-modifie.pdf', mimeType: 'application/pdf', buffer: altered });
  await expect(
    page.getByRole('heading', { name: 'Ce document a été modifié après sa signature' }),
  ).toBeVisible();

  // A visit slip signed on the agent's phone, before the visit.
  const scene = await seedVisitScene(page);
  const agentPhone = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    storageState: await page.context().storageState(),
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
    viewport: { width: 360, height: 740 },
    hasTouch: true,
    isMobile: true,
  });
  const onPhone = await agentPhone.newPage();
  await drawSlip(onPhone, scene);
  await submitSlip(onPhone);
  await signSlipOnDevice(onPhone, visitCard(onPhone, scene.buyerName), {
    name: scene.buyerName,
    email: scene.buyerEmail,
  });
  await signSlipOnDevice(onPhone, visitCard(onPhone, scene.buyerName), scene.secondVisitor);
  await expect(visitCard(onPhone, scene.buyerName).getByText('Signé', { exact: true })).toBeVisible({
    timeout: 60_000,
  });
  await shoot(onPhone, SHOTS, 'slip-signed-phone');

  // After the other visit, the feedback on the phone; the owner is told from the mandate's page.
  await recordFeedback(onPhone, 'Gaspard Lemoine', 'Aime la lumière du séjour, trouve la cuisine petite.');
  await saveFeedback(onPhone);
  await agentPhone.close();
  await openPage(page, `/mandates/${scene.mandateId}`);
  await page.getByRole('button', { name: 'Envoyer maintenant' }).click();
  const mail = await ownerNoticeMail(page, scene.mandatorEmail);
  expect(mail.text).toContain(
    'Très intéressé, Prix juste, Aime la lumière du séjour, trouve la cuisine petite.',
  );
  expect(mail.text).not.toContain('Gaspard');
});
