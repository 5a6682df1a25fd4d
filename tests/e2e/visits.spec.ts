import { CSRF_HEADER, endpoints } from '@immopilote/contracts';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ALL_AXE_RULES, shootAndCheck, shotsDir, smallTargets } from './screens';
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

const SHOTS = shotsDir('visits');
/**
 * Both sizes, axe with every rule; at 360 px, the tap targets of the dialog this spec owns (the
 * signature panel behind it is the shared component's).
 */
const shoot = (page: Page, name: string, dialog?: string) =>
  shootAndCheck(page, SHOTS, name, {
    tags: ALL_AXE_RULES,
    atEachSize: async (size) => {
      if (dialog && size.name === 'mobile')
        expect(
          await smallTargets(page.getByRole('dialog', { name: dialog })),
          `tap targets of ${name}`,
        ).toEqual([]);
    },
  });

test('visits: the slip from the planned visit, the feedback after the other, the owner notice sent now reaches the outbox', async ({
  signedInHead: { page },
}) => {
  test.setTimeout(180_000);
  const scene = await seedVisitScene(page);

  await drawSlip(page, scene);
  await shoot(page, 'slip-form', 'Bon de visite');
  await submitSlip(page);
  const planned = visitCard(page, scene.buyerName);
  // The slip's signature request, followed by the shared panel.
  await expect(planned.getByText(/Bon de visite – Maison des Canuts/).first()).toBeVisible();
  await expect(planned.getByRole('button', { name: 'Bon de visite' })).toHaveCount(0);
  // Not started yet: no feedback.
  await expect(planned.getByRole('button', { name: 'Retour de visite' })).toBeDisabled();
  await shoot(page, 'history-with-slip');

  // Both visitors sign in turn on the agent's phone; the slip is then sealed.
  await signSlipOnDevice(page, visitCard(page, scene.buyerName), {
    name: scene.buyerName,
    email: scene.buyerEmail,
  });
  // Back on the history: the panel shows the first signature before the device goes to the second visitor.
  await expect(
    visitCard(page, scene.buyerName).getByText(/^Signé le .* sur l’appareil de l’agence$/),
  ).toHaveCount(1);
  await signSlipOnDevice(page, visitCard(page, scene.buyerName), scene.secondVisitor);
  await expect(visitCard(page, scene.buyerName).getByText('Signé', { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await shoot(page, 'history-slip-signed');

  await recordFeedback(page, 'Gaspard Lemoine', 'Aime le séjour, rappeler au 06 71 82 93 04.');
  await shoot(page, 'feedback-form', 'Retour de visite');
  await saveFeedback(page);
  const past = visitCard(page, 'Gaspard Lemoine');
  await expect(past.getByText('Très intéressé · Prix juste')).toBeVisible();

  // « Envoyer maintenant » (the section on the mandate page): the notice leaves at once.
  const sent = await page.request.post(
    endpoints.visits.sendOwnerNotice.path.replace(':id', scene.mandateId),
    {
      headers: { [CSRF_HEADER]: '1' },
    },
  );
  expect(sent.status()).toBe(202);
  const mail = await ownerNoticeMail(page, scene.mandatorEmail);
  expect(mail.text).toContain(
    'Très intéressé, Prix juste, Aime le séjour, rappeler au [coordonnées masquées].',
  );
  expect(mail.text).not.toContain('Gaspard');
  await page.reload();
  await expect(visitCard(page, 'Gaspard Lemoine').getByText(/Signalée au propriétaire le/)).toBeVisible();

  // The head's cadence in « Mon agence ».
  await page.goto('/agency-settings');
  const cadence = page.getByRole('form', { name: 'Comptes rendus de visites' });
  await cadence.getByLabel('Un récapitulatif chaque lundi matin').check();
  await cadence.getByRole('button', { name: 'Enregistrer le rythme' }).click();
  await expect(page.getByText('Rythme d’envoi enregistré')).toBeVisible();
});
