import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { endpoints } from '@immopilote/contracts';
import type { Page } from '@playwright/test';
import { verifyWebhookSignature } from '../../apps/server/src/modules/webhooks/webhook-signature';
import { expect, test, toastCame } from './fixtures';
import { created } from './listings';
import { shootAndCheck, shotsDir } from './screens';

const SHOTS = shotsDir('webhooks');
const shoot = (page: Page, name: string) => shootAndCheck(page, SHOTS, name, { tapTargets: true });

interface Received {
  event: string;
  body: string;
  json: { id: string; type: string; data: { object: { id: string } } };
  signature: string;
}

/** An integrator's server on 127.0.0.1: records every POST and answers 200. */
async function startReceiver() {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({
        event: String(req.headers['immopilote-event']),
        body,
        json: JSON.parse(body),
        signature: String(req.headers['immopilote-signature']),
      });
      res.writeHead(200, { 'content-type': 'text/plain' }).end('bien reçu');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/immopilote`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

test('webhooks: the head adds an endpoint, a new listing reaches it signed, the log shows it delivered', async ({
  signedInHead: { page },
}) => {
  const receiver = await startReceiver();
  try {
    await page.goto('/api-webhooks');
    await expect(page.getByRole('heading', { name: 'API et webhooks', level: 1 })).toBeVisible();
    await expect(page.getByText('Aucun point de terminaison pour le moment.')).toBeVisible();
    await shoot(page, 'webhooks-empty');

    await page.getByRole('button', { name: 'Ajouter un point de terminaison' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ajouter un point de terminaison' });
    // A private address is refused in production only; an incomplete one always, under the field.
    await dialog.getByLabel('Adresse (URL)').fill('exemple.fr/webhooks');
    await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();
    await expect(dialog.getByText('Indiquez une adresse complète')).toBeVisible();
    await dialog.getByLabel('Adresse (URL)').fill(receiver.url);
    await expect(dialog.getByRole('checkbox', { name: /Bien créé/ })).toBeChecked();
    await dialog.getByRole('checkbox', { name: /Nouvelle demande/ }).check();
    await dialog.getByLabel('Description (facultative)').fill('CRM de l’agence');
    await shoot(page, 'webhooks-add-dialog');
    await dialog.getByRole('button', { name: 'Ajouter', exact: true }).click();

    const secretDialog = page.getByRole('dialog', { name: 'Secret de signature' });
    await expect(secretDialog).toContainText('ne sera plus jamais affiché');
    const secret = await secretDialog.getByRole('textbox', { name: 'Secret de signature' }).inputValue();
    expect(secret).toMatch(/^whsec_/);
    await shoot(page, 'webhooks-secret-once');
    await secretDialog.getByRole('button', { name: 'J’ai copié le secret' }).click();
    await expect(secretDialog).toBeHidden();
    // Never shown again.
    await expect(page.getByText(secret)).toHaveCount(0);

    const listing = await created(page, endpoints.properties.create.path, {
      name: 'Appartement des Pentes',
      price: 245000,
      type: 'Vente',
      address: '14 rue d’Austerlitz',
      city: 'Lyon',
      zip: '69004',
      description: 'Traversant, vue sur la Saône.',
    });

    await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(1);
    const [got] = receiver.received;
    expect(got!.event).toBe('property.created');
    expect(got!.json).toMatchObject({ type: 'property.created', data: { object: { id: listing.id } } });
    // The receiver's check, with the secret shown once.
    expect(verifyWebhookSignature(got!.body, got!.signature, secret)).toBe(true);

    const card = page.getByRole('listitem').filter({ hasText: receiver.url });
    await card.getByRole('button', { name: 'Journal des envois' }).click();
    const log = card.getByRole('region', { name: 'Journal des envois' });
    const row = log.getByRole('row').filter({ hasText: 'Bien créé' });
    await expect(row).toContainText('Livré');
    await expect(row).toContainText('HTTP 200');
    await expect(row).toContainText('bien reçu');

    await card.getByRole('button', { name: 'Envoyer un test' }).click();
    await toastCame(page, 'Événement de test livré');
    await expect(log.getByRole('row').filter({ hasText: 'Événement de test' })).toContainText('Livré');
    await expect.poll(() => receiver.received.length).toBe(2);

    await row.getByRole('button', { name: /^Renvoyer/ }).click();
    await toastCame(page, 'Événement renvoyé');
    await expect.poll(() => receiver.received.length).toBe(3);
    // « Renvoyer » keeps the event's id: the receiver can tell it already has it.
    expect(receiver.received[2]!.json.id).toBe(got!.json.id);
    expect(verifyWebhookSignature(receiver.received[2]!.body, receiver.received[2]!.signature, secret)).toBe(
      true,
    );
    await expect(row).toContainText('2');
    await shoot(page, 'webhooks-delivery-log');
  } finally {
    await receiver.close();
  }
});
