import { addDaysToDate, CSRF_HEADER, endpoints, parisToday, type ResponseOf } from '@immopilote/contracts';
import { expect, type Locator, type Page } from '@playwright/test';
import { toastCame } from './fixtures';

/**
 * Reusable steps of the visit slip, the feedback and the owner notice (issue 30), for
 * visits.spec.ts and the lead's done-when walk.
 */

const headers = { [CSRF_HEADER]: '1' };

export interface VisitScene {
  propertyId: string;
  mandateId: string;
  mandateNumber: number;
  mandatorEmail: string;
  buyerName: string;
  buyerEmail: string;
  /** The slip's second visitor, with an address of this scene's own (specs run side by side: a code read
   * from a shared address could be another spec's). */
  secondVisitor: { name: string; email: string };
  /** Tomorrow 14:30: the slip is drawn and signed before it. */
  plannedVisitId: string;
  /** Yesterday 10:00: its feedback is recorded. */
  pastVisitId: string;
}

async function created<T>(res: { status(): number; json(): Promise<unknown> }): Promise<T> {
  expect(res.status()).toBe(201);
  return (await res.json()) as T;
}

/** A sale with its mandate (a mandator with an e-mail), a buyer, a planned visit and a past one, over HTTP. */
export async function seedVisitScene(page: Page): Promise<VisitScene> {
  const stamp = Date.now();
  const property = await created<{ id: string }>(
    await page.request.post(endpoints.properties.create.path, {
      headers,
      data: {
        name: 'Maison des Canuts',
        price: 385000,
        type: 'Vente',
        address: '14 rue d’Austerlitz',
        city: 'Lyon',
        zip: '69004',
      },
    }),
  );
  const mandatorEmail = `helene.${stamp}@exemple.fr`;
  const mandator = await created<{ id: string }>(
    await page.request.post(endpoints.clients.create.path, {
      headers,
      data: {
        fullName: 'Hélène Dupré',
        firstName: 'Hélène',
        email: mandatorEmail,
        address: '12 quai Saint-Antoine\n69002 Lyon',
      },
    }),
  );
  const buyerName = 'Inès Carvalho';
  const buyerEmail = `ines.${stamp}@exemple.fr`;
  const buyer = await created<{ id: string }>(
    await page.request.post(endpoints.clients.create.path, {
      headers,
      data: {
        fullName: buyerName,
        firstName: 'Inès',
        email: `ines.${stamp}@exemple.fr`,
        phone: '06 12 34 56 78',
      },
    }),
  );
  const today = parisToday();
  const mandate = await created<{ id: string; number: number }>(
    await page.request.post(endpoints.mandates.create.path, {
      headers,
      data: {
        activity: 'transaction',
        kind: 'exclusif',
        propertyId: property.id,
        mandatorIds: [mandator.id],
        startDate: addDaysToDate(today, -10),
        durationMonths: 3,
        feeTerms: '5 % TTC du prix, à la charge de l’acquéreur',
      },
    }),
  );
  const plan = (date: string, startTime: string, clientId: string | null, clientName: string) =>
    page.request.post(endpoints.calendar.plan.path, {
      headers,
      data: {
        propertyId: property.id,
        date,
        startTime,
        durationMinutes: 45,
        description: 'Visite du bien',
        ...(clientId ? { clientId } : { clientName }),
      },
    });
  const planned = await created<{ id: string }>(
    await plan(addDaysToDate(today, 1), '14:30', buyer.id, buyerName),
  );
  const past = await created<{ id: string }>(
    await plan(addDaysToDate(today, -1), '10:00', null, 'Gaspard Lemoine'),
  );
  return {
    propertyId: property.id,
    mandateId: mandate.id,
    mandateNumber: mandate.number,
    mandatorEmail,
    buyerName,
    buyerEmail,
    secondVisitor: { name: 'Paulo Carvalho', email: `paulo.${stamp}@exemple.fr` },
    plannedVisitId: planned.id,
    pastVisitId: past.id,
  };
}

/** The history card of the visit with this client. */
export function visitCard(page: Page, clientName: string): Locator {
  return page
    .locator('article, div')
    .filter({ has: page.getByRole('heading', { name: /^Visite le/ }) })
    .filter({
      hasText: clientName,
    })
    .last();
}

/** « Bon de visite » from the property history: the buyer prefilled, a second visitor added, the slip drawn. */
export async function drawSlip(page: Page, scene: VisitScene, second = scene.secondVisitor) {
  await page.goto(`/property-history/${scene.propertyId}`);
  const card = visitCard(page, scene.buyerName);
  await card.getByRole('button', { name: 'Bon de visite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Bon de visite' });
  await expect(dialog.getByText(`Mandat en cours\u00a0: n°\u00a0${scene.mandateNumber}`)).toBeVisible();
  await expect(dialog.getByLabel('Nom et prénom').first()).toHaveValue(scene.buyerName);
  await dialog.getByRole('button', { name: 'Ajouter un visiteur' }).click();
  await dialog.getByLabel('Nom et prénom').nth(1).fill(second.name);
  await dialog.getByLabel('E-mail').nth(1).fill(second.email);
  return dialog;
}

export async function submitSlip(page: Page) {
  await page
    .getByRole('dialog', { name: 'Bon de visite' })
    .getByRole('button', { name: 'Établir le bon de visite' })
    .click();
  await toastCame(page, 'Bon de visite établi');
}

/** « Retour de visite » on the past visit: two taps and a remark. */
export async function recordFeedback(page: Page, clientName: string, remarks: string) {
  const card = visitCard(page, clientName);
  await card.getByRole('button', { name: 'Retour de visite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Retour de visite' });
  await dialog.getByText('Très intéressé', { exact: true }).click();
  await dialog.getByText('Prix juste', { exact: true }).click();
  await dialog.getByLabel(/^Remarques/).fill(remarks);
  return dialog;
}

export async function saveFeedback(page: Page) {
  await page
    .getByRole('dialog', { name: 'Retour de visite' })
    .getByRole('button', { name: 'Enregistrer le retour' })
    .click();
  await toastCame(page, 'Retour de visite enregistré');
}

/** The owner notice in the outbox: the mandator's e-mail with the « compte rendu » PDF. */
export async function ownerNoticeMail(page: Page, to: string) {
  let found: ResponseOf<typeof endpoints.dev.mailbox>['items'][number] | undefined;
  await expect
    .poll(
      async () => {
        const res = await page.request.get(endpoints.dev.mailbox.path);
        const { items } = (await res.json()) as ResponseOf<typeof endpoints.dev.mailbox>;
        found = items.find((mail) => mail.to === to && mail.subject.startsWith('Visites de votre bien'));
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

/** The latest mail to this address whose subject or text matches, polled in the dev mailbox. */
async function latestMail(page: Page, to: string, pattern: RegExp): Promise<RegExpExecArray> {
  let found: RegExpExecArray | null = null;
  await expect
    .poll(
      async () => {
        const res = await page.request.get(endpoints.dev.mailbox.path);
        const { items } = (await res.json()) as ResponseOf<typeof endpoints.dev.mailbox>;
        found =
          items
            .filter((mail) => mail.to === to.toLowerCase())
            .map((mail) => pattern.exec(`${mail.subject}\n${mail.text}`))
            .find(Boolean) ?? null;
        return found !== null;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found as unknown as RegExpExecArray;
}

/**
 * « Signer sur cet appareil » from the slip's panel on the history card: the visitor proves their
 * identity with the code sent to their e-mail, reads, consents, types their name and signs, then
 * hands the device back to the agent (the history page again).
 */
export async function signSlipOnDevice(page: Page, card: Locator, visitor: { name: string; email: string }) {
  await card.getByRole('button', { name: 'Signer sur cet appareil' }).click();
  await expect(page).toHaveURL(/\/signer\/[^?]+\?retour=/);
  await page.getByRole('button', { name: 'Recevoir mon code' }).click();
  await expect(page.getByText(/Code envoyé à/)).toBeVisible();
  const code = (await latestMail(page, visitor.email, /Votre code de signature\s*:\s*(\d{6})/))[1]!;
  await page.getByLabel('Code reçu').fill(code);
  await page.getByRole('button', { name: 'Valider le code' }).click();
  await expect(page.getByRole('heading', { name: /Le document/ })).toBeVisible();
  await page.getByRole('checkbox', { name: /J’ai lu le document en entier/ }).check();
  await page.getByText('Taper mon nom').click();
  await page.getByLabel('Votre nom, tel qu’il figurera comme signature').fill(visitor.name);
  await page.getByRole('button', { name: 'Signer', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Document signé' })).toBeVisible();
  await page.getByRole('link', { name: 'Rendre l’appareil à l’agence' }).click();
  await expect(page).toHaveURL(/\/property-history\//);
}
